import { Route, Switch, useLocation } from 'wouter';
import { DESKTOP_ROUTES } from '../src-shared/desktop/console-routes';
import { NotFound } from './components/not-found';
import { lazyPage } from './components/lazy-page';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { DetailPageSkeleton, ListPageSkeleton, ScreenSkeleton } from './components/route-skeletons';
import { HomePage } from './features/home/home-page';

const BlogCreatePage = lazyPage(() => import('./features/admin/blog-create-page'), 'BlogCreatePage', <ScreenSkeleton />);
const BlogEditPage = lazyPage(() => import('./features/admin/blog-edit-page'), 'BlogEditPage', <ScreenSkeleton />);
const DealCreatePage = lazyPage(() => import('./features/admin/deal-create-page'), 'DealCreatePage', <ScreenSkeleton />);
const DealEditPage = lazyPage(() => import('./features/admin/deal-edit-page'), 'DealEditPage', <ScreenSkeleton />);
const ReviewCreatePage = lazyPage(() => import('./features/admin/review-create-page'), 'ReviewCreatePage', <ScreenSkeleton />);
const AdminPage = lazyPage(() => import('./features/admin/admin-page'), 'AdminPage', <ScreenSkeleton />);
const AdminTestPage = lazyPage(() => import('./features/admin/admin-test-page'), 'AdminTestPage', <ScreenSkeleton />);
const AdminReviewEditPlaceholder = lazyPage(() => import('./features/admin/admin-placeholder-page'), 'AdminReviewEditPlaceholder', <ScreenSkeleton />);
const AdminProductEditPlaceholder = lazyPage(() => import('./features/admin/admin-placeholder-page'), 'AdminProductEditPlaceholder', <ScreenSkeleton />);
const AdminUsersPlaceholder = lazyPage(() => import('./features/admin/admin-placeholder-page'), 'AdminUsersPlaceholder', <ScreenSkeleton />);
const AdminUserEditPlaceholder = lazyPage(() => import('./features/admin/admin-placeholder-page'), 'AdminUserEditPlaceholder', <ScreenSkeleton />);
const AuthPage = lazyPage(() => import('./features/auth/auth-page'), 'AuthPage', <ScreenSkeleton />);
const BlogListPage = lazyPage(() => import('./features/blog/blog-list-page'), 'BlogListPage', <ListPageSkeleton />);
const BlogPostPage = lazyPage(() => import('./features/blog/blog-post-page'), 'BlogPostPage', <DetailPageSkeleton />);
const DealPage = lazyPage(() => import('./features/deals/deal-page'), 'DealPage', <DetailPageSkeleton />);
const DealsListPage = lazyPage(() => import('./features/deals/deals-list-page'), 'DealsListPage', <ListPageSkeleton />);
const InfoPage = lazyPage(() => import('./features/info/info-page'), 'InfoPage', <DetailPageSkeleton />);
const CategoryPage = lazyPage(() => import('./features/marketplace/category-page'), 'CategoryPage', <ListPageSkeleton />);
const CreateListingPage = lazyPage(() => import('./features/marketplace/create-listing-page'), 'CreateListingPage', <ScreenSkeleton />);
const ListingPage = lazyPage(() => import('./features/marketplace/listing-page'), 'ListingPage', <DetailPageSkeleton />);
const MarketplacePage = lazyPage(() => import('./features/marketplace/marketplace-page'), 'MarketplacePage', <ListPageSkeleton />);
const ConversationPage = lazyPage(() => import('./features/messages/conversation-page'), 'ConversationPage', <ScreenSkeleton />);
const MessagesPage = lazyPage(() => import('./features/messages/messages-page'), 'MessagesPage', <ScreenSkeleton />);
const FavoritesPage = lazyPage(() => import('./features/profile/favorites-page'), 'FavoritesPage', <ListPageSkeleton />);
const MyListingsPage = lazyPage(() => import('./features/profile/my-listings-page'), 'MyListingsPage', <ScreenSkeleton />);
const ProfilePage = lazyPage(() => import('./features/profile/profile-page'), 'ProfilePage', <ScreenSkeleton />);
const ReviewPage = lazyPage(() => import('./features/reviews/review-page'), 'ReviewPage', <DetailPageSkeleton />);
const ReviewsListPage = lazyPage(() => import('./features/reviews/reviews-list-page'), 'ReviewsListPage', <ListPageSkeleton />);
const DesktopSetupPage = lazyPage(() => import('./features/desktop/desktop-pages'), 'DesktopSetupPage', <ScreenSkeleton />);
const DesktopConnectPage = lazyPage(() => import('./features/desktop/desktop-pages'), 'DesktopConnectPage', <ScreenSkeleton />);
const DesktopVersionMismatchPage = lazyPage(() => import('./features/desktop/desktop-pages'), 'DesktopVersionMismatchPage', <ScreenSkeleton />);
const TestContentNotAvailablePage = lazyPage(
  () => import('./features/system/test-content-not-available-page'),
  'TestContentNotAvailablePage',
  <ScreenSkeleton />,
);

/**
 * Every route of the spec; areas not built yet fall through to the 404 screen. Each page loads its own
 * chunk behind its skeleton, and a page that fails stays inside the frame (RouteErrorBoundary).
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/auth/login" component={AuthPage} />
        <Route path="/auth/register" component={AuthPage} />
        <Route path="/marketplace" component={MarketplacePage} />
        <Route path="/marketplace/create" component={CreateListingPage} />
        <Route path="/marketplace/listing/:id" component={ListingPage} />
        <Route path="/marketplace/category/:category" component={CategoryPage} />
        <Route path="/messages" component={MessagesPage} />
        <Route path="/messages/conversation/:id" component={ConversationPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/profile/listings" component={MyListingsPage} />
        <Route path="/profile/favorites" component={FavoritesPage} />
        <Route path="/blog" component={BlogListPage} />
        <Route path="/blog/post/:slug" component={BlogPostPage} />
        <Route path="/reviews" component={ReviewsListPage} />
        <Route path="/reviews/:slug" component={ReviewPage} />
        <Route path="/deals" component={DealsListPage} />
        <Route path="/deals/:id" component={DealPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/admin/test" component={AdminTestPage} />
        <Route path="/admin/reviews/edit/:id" component={AdminReviewEditPlaceholder} />
        <Route path="/admin/products/edit/:id" component={AdminProductEditPlaceholder} />
        <Route path="/admin/users" component={AdminUsersPlaceholder} />
        <Route path="/admin/users/edit/:id" component={AdminUserEditPlaceholder} />
        <Route path="/admin/blog/create" component={BlogCreatePage} />
        <Route path="/admin/blog/edit/:id" component={BlogEditPage} />
        <Route path="/admin/reviews/create" component={ReviewCreatePage} />
        <Route path="/admin/deals/create" component={DealCreatePage} />
        <Route path="/admin/deals/edit/:id" component={DealEditPage} />
        <Route path={DESKTOP_ROUTES.setup} component={DesktopSetupPage} />
        <Route path={DESKTOP_ROUTES.connect} component={DesktopConnectPage} />
        <Route path={DESKTOP_ROUTES.versionMismatch} component={DesktopVersionMismatchPage} />
        <Route path="/test-content-not-available" component={TestContentNotAvailablePage} />
        <Route path="/test-not-found" component={NotFound} />
        {/* help and legal pages; any other single-segment path shows the 404 screen */}
        <Route path="/:page" component={InfoPage} />
        <Route component={NotFound} />
      </Switch>
    </RouteErrorBoundary>
  );
}
