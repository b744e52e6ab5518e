import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, FILTERED_HINT } from './empty-state';
import { Pagination } from './pagination';
import { SkeletonCards } from './skeleton';
import { Grid } from './ui';
import type { ListParams } from './use-list-params';

interface FeaturedResultsProps<T extends { id: number }> {
  /** the list's address parameters: its page, and whether filters are set */
  list: ListParams;
  query: { data?: { items: T[]; total: number }; isLoading: boolean };
  /** whether the first item of the unfiltered first page is shown large; without it, it always is */
  isFeatured?: (first: T) => boolean;
  /** the empty state's title, and its hint when no filter is set */
  empty: { title: string; unfiltered: string };
  renderCard: (item: T, featured: boolean) => ReactNode;
  /** the narrowest a grid card may be */
  gridMin?: string;
}

/** A content list's results: skeletons while loading, the empty state, the featured card, the grid, then the page numbers. */
export function FeaturedResults<T extends { id: number }>({ list, query, isFeatured = () => true, empty, renderCard, gridMin }: FeaturedResultsProps<T>) {
  const items = query.data?.items ?? [];
  const first = items[0];
  const featured = first && !list.hasFilters && list.page === 1 && isFeatured(first) ? first : undefined;
  const rest = featured ? items.slice(1) : items;
  return (
    <>
      {query.isLoading && (
        <Grid>
          <SkeletonCards count={6} />
        </Grid>
      )}
      {!query.isLoading && items.length === 0 && <EmptyState title={empty.title} hint={list.hasFilters ? FILTERED_HINT : empty.unfiltered} />}
      {featured && <FeaturedSlot>{renderCard(featured, true)}</FeaturedSlot>}
      {rest.length > 0 && (
        <Grid $min={gridMin}>
          {rest.map((item) => (
            <Fragment key={item.id}>{renderCard(item, false)}</Fragment>
          ))}
        </Grid>
      )}
      <Pagination page={list.page} total={query.data?.total ?? 0} onPageChange={list.goToPage} />
    </>
  );
}

/** The room above a list for its featured item. */
const FeaturedSlot = styled.div`
  margin-bottom: 24px;
`;
