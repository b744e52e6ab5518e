import { Route, Switch } from 'wouter';
import { NotFound } from './components/not-found';
import { BlogCreatePage } from './features/admin/blog-create-page';
import { BlogEditPage } from './features/admin/blog-edit-page';
import { DealCreatePage } from './features/admin/deal-create-page';
import { DealEditPage } from './features/admin/deal-edit-page';
import { ReviewCreatePage } from './features/admin/review-create-page';
import { AuthPage } from './features/auth/auth-page';
import { BlogListPage } from './features/blog/blog-list-page';
import { BlogPostPage } from './features/blog/blog-post-page';
import { DealPage } from './features/deals/deal-page';
import { DealsListPage } from './features/deals/deals-list-page';
import { HomePage } from './features/home/home-page';
import { InfoPage } from './features/info/info-page';
import { CategoryPage } from './features/marketplace/category-page';
import { CreateListingPage } from './features/marketplace/create-listing-page';
import { ListingPage } from './features/marketplace/listing-page';
import { MarketplacePage } from './features/marketplace/marketplace-page';
import { ConversationPage } from './features/messages/conversation-page';
import { MessagesPage } from './features/messages/messages-page';
import { FavoritesPage } from './features/profile/favorites-page';
import { ReviewPage } from './features/reviews/review-page';
import { ReviewsListPage } from './features/reviews/reviews-list-page';
import { TestContentNotAvailablePage } from './features/system/test-content-not-available-page';

/** Every route of the spec; areas not built yet fall through to the 404 screen. */
export function AppRoutes() {
  return (
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
      <Route path="/profile/favorites" component={FavoritesPage} />
      <Route path="/blog" component={BlogListPage} />
      <Route path="/blog/post/:slug" component={BlogPostPage} />
      <Route path="/reviews" component={ReviewsListPage} />
      <Route path="/reviews/:slug" component={ReviewPage} />
      <Route path="/deals" component={DealsListPage} />
      <Route path="/deals/:id" component={DealPage} />
      <Route path="/admin/blog/create" component={BlogCreatePage} />
      <Route path="/admin/blog/edit/:id" component={BlogEditPage} />
      <Route path="/admin/reviews/create" component={ReviewCreatePage} />
      <Route path="/admin/deals/create" component={DealCreatePage} />
      <Route path="/admin/deals/edit/:id" component={DealEditPage} />
      <Route path="/test-content-not-available" component={TestContentNotAvailablePage} />
      <Route path="/test-not-found" component={NotFound} />
      {/* help and legal pages; any other single-segment path shows the 404 screen */}
      <Route path="/:page" component={InfoPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
