import styled from 'styled-components';
import { useProducts } from '../../api/products';
import { useDocumentTitle } from '../../components/use-document-title';
import { ButtonLink, Muted, Page } from '../../components/ui';
import { AddLink, PageHeading } from '../../components/page-heading';
import { asCondition } from './condition-options';
import { ListingResults } from '../../components/listings/listing-results';
import { MarketplaceFilters } from './marketplace-filters';
import { useListParams } from '../../components/use-list-params';

const PAGE_SIZE = 24;

/** /marketplace: every active listing, searchable (?q=) and filtered by category and condition. */
export function MarketplacePage() {
  useDocumentTitle('Marketplace');
  const { params, search, page, update, goToPage } = useListParams();
  const category = params.get('category') ?? '';
  const condition = asCondition(params.get('condition'));
  const products = useProducts({
    search: search || undefined,
    category: category || undefined,
    condition,
    page,
    pageSize: PAGE_SIZE,
  });
  const total = products.data?.total ?? 0;
  const hasFilters = Boolean(search || category || condition);

  return (
    <Page>
      <PageHeading
        title="Marketplace"
        subtitle="Pre-loved baby gear from parents near you."
        action={<AddLink href="/marketplace/create" label="List an Item" />}
      />
      <MarketplaceFilters search={search} category={category} condition={condition ?? ''} onChange={update} />
      {total > 0 && <Count aria-live="polite">{`${total} ${total === 1 ? 'listing' : 'listings'}`}</Count>}
      {/* the cards are h3s: the outline needs a level between them and the page's h1 */}
      <h2 className="visually-hidden">Listings</h2>
      <ListingResults
        query={products}
        skeletons={8}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={goToPage}
        emptyHint={hasFilters ? 'Try adjusting your filters or search term' : 'There are no listings available yet'}
        emptyAction={
          !hasFilters && (
            <ButtonLink href="/marketplace/create" $variant="secondary">
              List an Item
            </ButtonLink>
          )
        }
      />
    </Page>
  );
}

const Count = styled(Muted)`
  margin-bottom: 12px;
`;
