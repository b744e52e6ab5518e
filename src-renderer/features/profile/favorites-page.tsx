import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useFavorites } from '../../api/favorites';
import { HeartIcon } from '../../components/icons';
import { LoadingPage } from '../../components/skeleton';
import { ButtonLink, Muted, Page } from '../../components/ui';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';
import { useDocumentTitle } from '../../components/use-document-title';
import { LISTING_PAGE_SIZE, ListingResults } from '../../components/listings/listing-results';
import { useListParams } from '../../components/use-list-params';
import { useSignInHref } from '../../components/use-sign-in-href';

function FavoriteListings() {
  const list = useListParams();
  const favorites = useFavorites({ page: list.page, pageSize: LISTING_PAGE_SIZE }, true);
  return (
    <ListingResults
      query={favorites}
      // favourites have no filters: the address cannot narrow them
      list={{ ...list, hasFilters: false }}
      emptyHint="Tap the heart on any listing to save it here."
      emptyAction={
        <ButtonLink href="/marketplace" $variant="secondary">
          Browse Marketplace
        </ButtonLink>
      }
    />
  );
}

/** /profile/favorites: the member's saved listings; signed out, an invitation to sign in. */
export function FavoritesPage() {
  const signInHref = useSignInHref();
  useDocumentTitle('My Favorites');
  const { isSignedIn, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingPage height="40px" width="40%" />;
  if (!isSignedIn) {
    return (
      <SignIn>
        <HeartIcon size={48} />
        <h1>Sign In to View Favorites</h1>
        <Muted>Save the listings you love and find them here later.</Muted>
        <ButtonLink href={signInHref}>Sign In</ButtonLink>
      </SignIn>
    );
  }
  return (
    <Page>
      <PageHeading title="My Favorites" subtitle="Listings you have saved." />
      <FavoriteListings />
    </Page>
  );
}

const SignIn = styled(NoticePage)`
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
