import styled from 'styled-components';
import { useDeals } from '../../api/deals';
import { useCategories } from '../../api/categories';
import { EmptyState } from '../../components/empty-state';
import { FeaturedSlot, ListPageHeading } from '../../components/list-page-heading';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE, Pagination } from '../../components/pagination';
import { SkeletonCards } from '../../components/skeleton';
import { Grid, Page, Select } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { DealCard } from './deal-card';

export const MIN_DISCOUNT_OPTIONS = [10, 20, 30, 50, 70];

const DiscountSelect = styled(Select)`
  flex: 0 1 200px;
  @media (max-width: 600px) {
    flex: 1 1 100%;
  }
`;

/** /deals: search, category and minimum-discount filters, a featured deal, the grid and pagination. */
export function DealsListPage() {
  useDocumentTitle('Best Baby Deals');
  const list = useListParams();
  const categories = useCategories();
  const minDiscount = Number(list.value('minDiscount')) || undefined;
  const { data, isLoading } = useDeals({ search: list.search, category: list.value('category'), minDiscount, page: list.page, pageSize: LIST_PAGE_SIZE });
  const deals = data?.items ?? [];
  const first = deals[0];
  const featured = first?.featured && !list.hasFilters && list.page === 1 ? first : undefined;
  const rest = featured ? deals.slice(1) : deals;

  return (
    <Page>
      <ListPageHeading title="Best Baby Deals" adminAction={{ href: '/admin/deals/create', label: 'Add Deal' }} />
      <ListToolbar
        subject="deals"
        search={list.search}
        onSearch={(search) => list.update({ q: search })}
        category={list.value('category')}
        categories={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        onCategory={(category) => list.update({ category })}
      >
        <label className="visually-hidden" htmlFor="deals-min-discount">
          Minimum discount
        </label>
        <DiscountSelect
          id="deals-min-discount"
          value={minDiscount ? String(minDiscount) : ''}
          onChange={(event) => list.update({ minDiscount: event.target.value })}
        >
          <option value="">Any discount</option>
          {MIN_DISCOUNT_OPTIONS.map((percent) => (
            <option key={percent} value={percent}>{`${percent}% or more`}</option>
          ))}
        </DiscountSelect>
      </ListToolbar>
      {isLoading && (
        <Grid>
          <SkeletonCards count={6} />
        </Grid>
      )}
      {!isLoading && deals.length === 0 && (
        <EmptyState title="No deals found" hint={list.hasFilters ? 'Try adjusting your filters or search term' : 'There are no deals available yet'} />
      )}
      {featured && (
        <FeaturedSlot>
          <DealCard deal={featured} featured />
        </FeaturedSlot>
      )}
      {rest.length > 0 && (
        <Grid $min="280px">
          {rest.map((deal) => (
            <DealCard key={deal.id} deal={deal} />
          ))}
        </Grid>
      )}
      <Pagination page={list.page} total={data?.total ?? 0} onPageChange={list.goToPage} />
    </Page>
  );
}
