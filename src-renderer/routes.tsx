import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { DESKTOP_ROUTES } from '../src-shared/desktop/console-routes';
import { NotFound } from './components/not-found';
import { Page } from './components/ui';
import { HomePage } from './features/home/home-page';

/**
 * A page in a chunk of its own, loaded on first visit: the first screen does not wait for the
 * forms, the messages or the admin area.
 */
function page<K extends string, C extends ComponentType<{ params: never }>>(load: () => Promise<Record<K, C>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const BlogCreatePage = page(() => import('./features/admin/blog-create-page'), 'BlogCreatePage');
const BlogEditPage = page(() => import('./features/admin/blog-edit-page'), 'BlogEditPage');
const DealCreatePage = page(() => import('./features/admin/deal-create-page'), 'DealCreatePage');
const DealEditPage = page(() => import('./features/admin/deal-edit-page'), 'DealEditPage');
const ReviewCreatePage = page(() => import('./features/admin/review-create-page'), 'ReviewCreatePage');
const AdminPage = page(() => import('./features/admin/admin-page'), 'AdminPage');
const AdminTestPage = page(() => import('./features/admin/admin-test-page'), 'AdminTestPage');
const AdminReviewEditPlaceholder = page(() => import('./features/admin/admin-placeholder-page'), 'AdminReviewEditPlaceholder');
const AdminProductEditPlaceholder = page(() => import('./features/admin/admin-placeholder-page'), 'AdminProductEditPlaceholder');
const AdminUsersPlaceholder = page(() => import('./features/admin/admin-placeholder-page'), 'AdminUsersPlaceholder');
const AdminUserEditPlaceholder = page(() => import('./features/admin/admin-placeholder-page'), 'AdminUserEditPlaceholder');
const AuthPage = page(() => import('./features/auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = page(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage');
const BlogListPage = page(() => import('./features/blog/blog-list-page'), 'BlogListPage');
const BlogPostPage = page(() => import('./features/blog/blog-post-page'), 'BlogPostPage');
const DealPage = page(() => import('./features/deals/deal-page'), 'DealPage');
const DealsListPage = page(() => import('./features/deals/deals-list-page'), 'DealsListPage');
const InfoPage = page(() => import('./features/info/info-page'), 'InfoPage');
const CategoryPage = page(() => import('./features/marketplace/category-page'), 'CategoryPage');
const CreateListingPage = page(() => import('./features/marketplace/create-listing-page'), 'CreateListingPage');
const ListingPage = page(() => import('./features/marketplace/listing-page'), 'ListingPage');
const MarketplacePage = page(() => import('./features/marketplace/marketplace-page'), 'MarketplacePage');
const MemberPage = page(() => import('./features/members/member-page'), 'MemberPage');
const ConversationPage = page(() => import('./features/messages/conversation-page'), 'ConversationPage');
const MessagesPage = page(() => import('./features/messages/messages-page'), 'MessagesPage');
const NotificationsPage = page(() => import('./features/notifications/notifications-page'), 'NotificationsPage');
const UnsubscribePage = page(() => import('./features/notifications/unsubscribe-page'), 'UnsubscribePage');
const FavoritesPage = page(() => import('./features/profile/favorites-page'), 'FavoritesPage');
const MyListingsPage = page(() => import('./features/profile/my-listings-page'), 'MyListingsPage');
const ProfilePage = page(() => import('./features/profile/profile-page'), 'ProfilePage');
const ReviewPage = page(() => import('./features/reviews/review-page'), 'ReviewPage');
const ReviewsListPage = page(() => import('./features/reviews/reviews-list-page'), 'ReviewsListPage');
const DesktopSetupPage = page(() => import('./features/desktop/desktop-pages'), 'DesktopSetupPage');
const DesktopConnectPage = page(() => import('./features/desktop/desktop-pages'), 'DesktopConnectPage');
const DesktopVersionMismatchPage = page(() => import('./features/desktop/desktop-pages'), 'DesktopVersionMismatchPage');
const TestContentNotAvailablePage = page(() => import('./features/system/test-content-not-available-page'), 'TestContentNotAvailablePage');

/** Every route of the spec; areas not built yet fall through to the 404 screen. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Page aria-busy="true" />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/auth/login" component={AuthPage} />
        <Route path="/auth/register" component={AuthPage} />
        <Route path="/auth/forgot" component={ForgotPasswordPage} />
        <Route path="/auth/reset" component={ResetPasswordPage} />
        <Route path="/marketplace" component={MarketplacePage} />
        <Route path="/marketplace/create" component={CreateListingPage} />
        <Route path="/marketplace/listing/:id" component={ListingPage} />
        <Route path="/marketplace/category/:category" component={CategoryPage} />
        <Route path="/members/:id" component={MemberPage} />
        <Route path="/messages" component={MessagesPage} />
        <Route path="/messages/conversation/:id" component={ConversationPage} />
        <Route path="/notifications" component={NotificationsPage} />
        <Route path="/unsubscribe" component={UnsubscribePage} />
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
    </Suspense>
  );
}
