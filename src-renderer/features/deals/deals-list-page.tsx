import styled from 'styled-components';
import { useDeals } from '../../api/deals';
import { useCategories } from '../../api/categories';
import { FeaturedResults } from '../../components/featured-results';
import { ListPageHeading } from '../../components/list-page-heading';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE } from '../../components/pagination';
import { Page, Select } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { DealCard } from './deal-card';

export const MIN_DISCOUNT_OPTIONS = [10, 20, 30, 50, 70];

/** /deals: search, category and minimum-discount filters, a featured deal, the grid and pagination. */
export function DealsListPage() {
  useDocumentTitle('Best Baby Deals');
  const list = useListParams();
  const categories = useCategories();
  const minDiscount = Number(list.value('minDiscount')) || undefined;
  const includeExpired = list.value('expired') === 'show';
  const sort = list.value('sort') === 'ending_soon' ? 'ending_soon' : undefined;
  const deals = useDeals({
    search: list.search,
    category: list.value('category'),
    minDiscount,
    ...(includeExpired ? { includeExpired } : {}),
    ...(sort ? { sort } : {}),
    page: list.page,
    pageSize: LIST_PAGE_SIZE,
  });

  return (
    <Page>
      <ListPageHeading title="Best Baby Deals" adminAction={{ href: '/admin/deals/create', label: 'Add Deal' }} />
      <ListToolbar subject="deals" list={list} categories={categories.data}>
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
        <label className="visually-hidden" htmlFor="deals-sort">
          Sort deals
        </label>
        <DiscountSelect id="deals-sort" value={sort ?? ''} onChange={(event) => list.update({ sort: event.target.value })}>
          <option value="">Newest</option>
          <option value="ending_soon">Ending soon</option>
        </DiscountSelect>
        <ExpiredToggle>
          <input type="checkbox" checked={includeExpired} onChange={(event) => list.update({ expired: event.target.checked ? 'show' : '' })} />
          Show expired
        </ExpiredToggle>
      </ListToolbar>
      <FeaturedResults
        list={list}
        query={deals}
        isFeatured={(first) => first.featured}
        empty={{ title: 'No deals found', unfiltered: 'There are no deals available yet' }}
        renderCard={(deal, isFeatured) => <DealCard deal={deal} featured={isFeatured} />}
        gridMin="280px"
      />
    </Page>
  );
}

const DiscountSelect = styled(Select)`
  flex: 0 1 200px;
  @media (max-width: 600px) {
    flex: 1 1 100%;
  }
`;

const ExpiredToggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
