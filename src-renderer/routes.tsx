import type { ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { DESKTOP_ROUTES } from '../src-shared/desktop/console-routes';
import { NotFound } from './components/not-found';
import { lazyPage } from './components/lazy-page';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { DetailPageSkeleton, ListPageSkeleton, ScreenSkeleton } from './components/route-skeletons';

const HomePage = lazyPage(() => import('./features/home/home-page'), 'HomePage', <ScreenSkeleton />);
const BlogCreatePage = lazyPage(() => import('./features/admin/blog-form-pages'), 'BlogCreatePage', <ScreenSkeleton />);
const BlogEditPage = lazyPage(() => import('./features/admin/blog-form-pages'), 'BlogEditPage', <ScreenSkeleton />);
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
const ForgotPasswordPage = lazyPage(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage', <ScreenSkeleton />);
const ResetPasswordPage = lazyPage(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage', <ScreenSkeleton />);
const BlogListPage = lazyPage(() => import('./features/blog/blog-list-page'), 'BlogListPage', <ListPageSkeleton />);
const BlogPostPage = lazyPage(() => import('./features/blog/blog-post-page'), 'BlogPostPage', <DetailPageSkeleton />);
const DealPage = lazyPage(() => import('./features/deals/deal-page'), 'DealPage', <DetailPageSkeleton />);
const DealsListPage = lazyPage(() => import('./features/deals/deals-list-page'), 'DealsListPage', <ListPageSkeleton />);
const InfoPage = lazyPage(() => import('./features/info/info-page'), 'InfoPage', <DetailPageSkeleton />);
const CategoryPage = lazyPage(() => import('./features/marketplace/category-page'), 'CategoryPage', <ListPageSkeleton />);
const CreateListingPage = lazyPage(() => import('./features/marketplace/create-listing-page'), 'CreateListingPage', <ScreenSkeleton />);
const ListingPage = lazyPage(() => import('./features/marketplace/listing-page'), 'ListingPage', <DetailPageSkeleton />);
const MarketplacePage = lazyPage(() => import('./features/marketplace/marketplace-page'), 'MarketplacePage', <ListPageSkeleton />);
const MemberPage = lazyPage(() => import('./features/members/member-page'), 'MemberPage', <DetailPageSkeleton />);
const NotificationsPage = lazyPage(() => import('./features/notifications/notifications-page'), 'NotificationsPage', <ListPageSkeleton />);
const UnsubscribePage = lazyPage(() => import('./features/notifications/unsubscribe-page'), 'UnsubscribePage', <ScreenSkeleton />);
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

type RouteComponent = ComponentType<{ params: never }> & { preload?: () => Promise<unknown> };

/** Every route of the spec, in order; areas not built yet fall through to the 404 screen. */
const ROUTES: Array<[path: string, component: RouteComponent]> = [
  ['/', HomePage],
  ['/auth/login', AuthPage],
  ['/auth/register', AuthPage],
  ['/auth/forgot', ForgotPasswordPage],
  ['/auth/reset', ResetPasswordPage],
  ['/marketplace', MarketplacePage],
  ['/marketplace/create', CreateListingPage],
  ['/marketplace/listing/:id', ListingPage],
  ['/marketplace/category/:category', CategoryPage],
  ['/members/:id', MemberPage],
  ['/messages', MessagesPage],
  ['/messages/conversation/:id', ConversationPage],
  ['/notifications', NotificationsPage],
  ['/unsubscribe', UnsubscribePage],
  ['/profile', ProfilePage],
  ['/profile/listings', MyListingsPage],
  ['/profile/favorites', FavoritesPage],
  ['/blog', BlogListPage],
  ['/blog/post/:slug', BlogPostPage],
  ['/reviews', ReviewsListPage],
  ['/reviews/:slug', ReviewPage],
  ['/deals', DealsListPage],
  ['/deals/:id', DealPage],
  ['/admin', AdminPage],
  ['/admin/test', AdminTestPage],
  ['/admin/reviews/edit/:id', AdminReviewEditPlaceholder],
  ['/admin/products/edit/:id', AdminProductEditPlaceholder],
  ['/admin/users', AdminUsersPlaceholder],
  ['/admin/users/edit/:id', AdminUserEditPlaceholder],
  ['/admin/blog/create', BlogCreatePage],
  ['/admin/blog/edit/:id', BlogEditPage],
  ['/admin/reviews/create', ReviewCreatePage],
  ['/admin/deals/create', DealCreatePage],
  ['/admin/deals/edit/:id', DealEditPage],
  [DESKTOP_ROUTES.setup, DesktopSetupPage],
  [DESKTOP_ROUTES.connect, DesktopConnectPage],
  [DESKTOP_ROUTES.versionMismatch, DesktopVersionMismatchPage],
  ['/test-content-not-available', TestContentNotAvailablePage],
  ['/test-not-found', NotFound],
  // help and legal pages; any other single-segment path shows the 404 screen
  ['/:page', InfoPage],
];

/** Fetches the code of the page at `path` ahead of its first render (before hydrating a server-rendered page). */
export async function preloadRoute(path: string): Promise<void> {
  // the patterns are plain segments and `:name`s, as the router reads them
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`).test(path);
  const route = ROUTES.find(([pattern]) => matches(pattern));
  await route?.[1].preload?.();
}

/**
 * The page for the location. Each page loads its own chunk behind its skeleton, and a page that
 * fails stays inside the frame (RouteErrorBoundary).
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        {ROUTES.map(([path, component]) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </RouteErrorBoundary>
  );
}
