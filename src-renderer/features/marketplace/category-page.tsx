import { useState } from 'react';
import styled from 'styled-components';
import { asSort, isEmptyRange, priceFilter, SORTS, type Sort } from './list-order';
import { PriceRangeHint } from './price-range-hint';
import type { Category } from '../../../src-shared/types';
import { isNotFound } from '../../api/api-error';
import { ResponseStatus } from '../../components/server-render';
import { useCategory } from '../../api/categories';
import { useProducts, type ProductListParams } from '../../api/products';
import { SkeletonBlock, SkeletonCards } from '../../components/skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { Button, ButtonLink, Grid, Muted, Page, Select, SpreadRow } from '../../components/ui';
import { Breadcrumb } from './breadcrumb';
import { CategoryFilters, type CategoryFilterValues } from './category-filters';
import { asCondition } from './condition-options';
import { LISTING_PAGE_SIZE, ListingResults } from '../../components/listings/listing-results';
import { useListParams } from '../../components/use-list-params';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';

function CategoryListings({ category }: { category: Category }) {
  const { params, search, page, update, goToPage } = useListParams();
  const [isFilterOpen, setFilterOpen] = useState(false);
  const values: CategoryFilterValues = {
    q: search,
    condition: params.get('condition') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
  };
  const sort: Sort = asSort(params.get('sort')) ?? 'newest';
  const query: ProductListParams = {
    category_id: category.id,
    status: 'active',
    search: values.q.trim() || undefined,
    condition: asCondition(values.condition),
    min_price: priceFilter(values.min),
    max_price: priceFilter(values.max),
    sort,
    page,
    pageSize: LISTING_PAGE_SIZE,
  };
  const products = useProducts(query);
  const hasFilters = Boolean(query.search || query.condition || query.min_price !== undefined || query.max_price !== undefined);
  const total = products.data?.total ?? 0;

  return (
    <Layout>
      <Sidebar>
        <FilterToggle
          type="button"
          $variant="secondary"
          aria-expanded={isFilterOpen}
          aria-controls="category-filters"
          onClick={() => setFilterOpen(!isFilterOpen)}
        >
          {isFilterOpen ? 'Hide Filters' : 'Show Filters'}
        </FilterToggle>
        <FilterPanel id="category-filters" $isOpen={isFilterOpen}>
          <CategoryFilters
            categoryName={category.name}
            values={values}
            onChange={update}
            onReset={() => update({ q: undefined, condition: undefined, min: undefined, max: undefined })}
          />
        </FilterPanel>
      </Sidebar>
      <section aria-label="Listings">
        <Toolbar>
          <Muted aria-live="polite">{products.isLoading ? 'Loading…' : `${total} ${total === 1 ? 'result' : 'results'}`}</Muted>
          <SortField>
            <label htmlFor="category-sort">Sort by</label>
            <Select id="category-sort" value={sort} onChange={(event) => update({ sort: event.target.value === 'newest' ? undefined : event.target.value })}>
              {SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </SortField>
        </Toolbar>
        {isEmptyRange(query.min_price, query.max_price) && <PriceRangeHint />}
        {/* an unreadable price in the address filters nothing, so it does not count as a filter */}
        <ListingResults query={products} list={{ page, goToPage, hasFilters }} skeletons={6} emptyHint="There are no listings in this category yet" />
      </section>
    </Layout>
  );
}

/** /marketplace/category/{slug-or-id}: one category's active listings, with filters and a sort that sorts. */
export function CategoryPage({ params }: { params: { category: string } }) {
  const { data: category, isLoading, error, refetch } = useCategory(params.category);
  useDocumentTitle(category?.name ?? (error ? 'Category Not Found' : 'Marketplace'));

  if (isLoading) {
    return (
      <Page aria-busy="true">
        <SkeletonBlock $height="36px" $width="40%" />
        <LoadingGrid $min="240px">
          <SkeletonCards count={6} />
        </LoadingGrid>
      </Page>
    );
  }
  if (!category) {
    const isMissing = isNotFound(error);
    return (
      <NoticePage>
        {isMissing && <ResponseStatus code={404} />}
        <h1>{isMissing ? 'Category Not Found' : 'Could not load this category'}</h1>
        <Muted>{isMissing ? 'The category you are looking for does not exist.' : 'Please check your connection and try again.'}</Muted>
        {!isMissing && (
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
        <ButtonLink href="/marketplace">Back to Marketplace</ButtonLink>
      </NoticePage>
    );
  }
  return (
    <Page>
      <Breadcrumb crumbs={[{ label: 'Home', href: '/' }, { label: 'Marketplace', href: '/marketplace' }, { label: category.name }]} />
      <PageHeading title={category.name} subtitle={category.description} />
      <CategoryListings key={category.id} category={category} />
    </Page>
  );
}

const LoadingGrid = styled(Grid)`
  margin-top: 24px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 28px;
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;

const Sidebar = styled.aside`
  display: grid;
  gap: 12px;
  @media (min-width: 769px) {
    position: sticky;
    top: 88px;
  }
`;

const FilterToggle = styled(Button)`
  @media (min-width: 769px) {
    display: none;
  }
`;

/* at phone width the sidebar folds away above the results until asked for */
const FilterPanel = styled.div<{ $isOpen: boolean }>`
  @media (max-width: 768px) {
    display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};
  }
`;

const Toolbar = styled(SpreadRow)`
  margin-bottom: 16px;
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
  }
`;
