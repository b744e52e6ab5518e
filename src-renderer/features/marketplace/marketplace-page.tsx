import styled from 'styled-components';
import { useProducts } from '../../api/products';
import { useDocumentTitle } from '../../components/use-document-title';
import { ButtonLink, Muted, Page } from '../../components/ui';
import { PageHeading } from '../../components/page-heading';
import { NewListingLink } from '../../components/listings/new-listing-link';
import { asCondition } from './condition-options';
import { LISTING_PAGE_SIZE, ListingResults } from '../../components/listings/listing-results';
import { MarketplaceFilters } from './marketplace-filters';
import { DidYouMean } from './did-you-mean';
import { asSort, isEmptyRange, priceFilter } from './list-order';
import { PriceRangeHint } from './price-range-hint';
import { SaveSearchButton } from './save-search-button';
import { useListParams } from '../../components/use-list-params';

/** /marketplace: every active listing, searchable (?q=), filtered by category, condition and price, and sorted; all kept in the address. */
export function MarketplacePage() {
  useDocumentTitle('Marketplace');
  const list = useListParams();
  const { params, search, page, update } = list;
  const category = params.get('category') ?? '';
  const condition = asCondition(params.get('condition'));
  const sort = asSort(params.get('sort'));
  const [min, max] = [params.get('min') ?? '', params.get('max') ?? ''];
  const [minPrice, maxPrice] = [priceFilter(min), priceFilter(max)];
  const products = useProducts({
    search: search || undefined,
    category: category || undefined,
    condition,
    sort,
    min_price: minPrice,
    max_price: maxPrice,
    page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const total = products.data?.total ?? 0;
  // only what the filters understand narrows the list; stray address values (a bad condition, a tracking tag) do not
  const hasFilters = Boolean(search || category || condition || minPrice !== undefined || maxPrice !== undefined);
  const isEmpty = products.data?.total === 0;

  return (
    <Page>
      <PageHeading title="Marketplace" subtitle="Pre-loved baby gear from parents near you." action={<NewListingLink label="List an Item" />} />
      <MarketplaceFilters values={{ search, category, condition: condition ?? '', sort: sort ?? '', min, max }} onChange={update} />
      {isEmptyRange(minPrice, maxPrice) && <PriceRangeHint />}
      {search && <DidYouMean search={search} isEmpty={isEmpty} onSearch={(text) => update({ q: text })} />}
      <ResultsBar>
        {total > 0 ? <Count aria-live="polite">{`${total} ${total === 1 ? 'listing' : 'listings'}`}</Count> : <span />}
        {hasFilters && <SaveSearchButton params={params} />}
      </ResultsBar>
      {/* the cards are h3s: the outline needs a level between them and the page's h1 */}
      <h2 className="visually-hidden">Listings</h2>
      <ListingResults
        query={products}
        list={{ ...list, hasFilters }}
        emptyHint="There are no listings available yet"
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

const Count = styled(Muted)``;

const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
`;
