import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useDeals } from '../../api/deals';
import { useCategories } from '../../api/categories';
import { EmptyState } from '../../components/empty-state';
import { PlusIcon } from '../../components/icons';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE, Pagination } from '../../components/pagination';
import { SkeletonCards } from '../../components/skeleton';
import { ButtonLink, Grid, Page, Select } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { DealCard } from './deal-card';

export const MIN_DISCOUNT_OPTIONS = [10, 20, 30, 50, 70];

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h1 { margin: 0; font-size: 2.2rem; }
`;

const DiscountSelect = styled(Select)`
  flex: 0 1 200px;
  @media (max-width: 600px) { flex: 1 1 100%; }
`;

const Featured = styled.div`
  margin-bottom: 24px;
`;

/** /deals: search, category and minimum-discount filters, a featured deal, the grid and pagination. */
export function DealsListPage() {
  useDocumentTitle('Best Baby Deals');
  const { isAdmin } = useCurrentUser();
  const list = useListParams();
  const categories = useCategories();
  const minDiscount = Number(list.minDiscount) || undefined;
  const { data, isLoading } = useDeals({ search: list.search, category: list.category, minDiscount, page: list.page, pageSize: LIST_PAGE_SIZE });
  const deals = data?.items ?? [];
  const first = deals[0];
  const featured = first?.featured && !list.hasFilters && list.page === 1 ? first : undefined;
  const rest = featured ? deals.slice(1) : deals;

  return (
    <Page>
      <Heading>
        <h1>Best Baby Deals</h1>
        {isAdmin && <ButtonLink href="/admin/deals/create"><PlusIcon size={18} />Add Deal</ButtonLink>}
      </Heading>
      <ListToolbar
        subject="deals"
        search={list.search}
        onSearch={(search) => list.update({ search })}
        category={list.category}
        categories={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        onCategory={(category) => list.update({ category })}
      >
        <label className="visually-hidden" htmlFor="deals-min-discount">Minimum discount</label>
        <DiscountSelect id="deals-min-discount" value={minDiscount ? String(minDiscount) : ''} onChange={(event) => list.update({ minDiscount: event.target.value })}>
          <option value="">Any discount</option>
          {MIN_DISCOUNT_OPTIONS.map((percent) => <option key={percent} value={percent}>{`${percent}% or more`}</option>)}
        </DiscountSelect>
      </ListToolbar>
      {isLoading && <Grid><SkeletonCards count={6} /></Grid>}
      {!isLoading && deals.length === 0 && (
        <EmptyState
          title="No deals found"
          hint={list.hasFilters ? 'Try adjusting your filters or search term' : 'There are no deals available yet'}
        />
      )}
      {featured && <Featured><DealCard deal={featured} featured /></Featured>}
      {rest.length > 0 && <Grid $min="280px">{rest.map((deal) => <DealCard key={deal.id} deal={deal} />)}</Grid>}
      <Pagination page={list.page} total={data?.total ?? 0} onPageChange={list.setPage} />
    </Page>
  );
}
