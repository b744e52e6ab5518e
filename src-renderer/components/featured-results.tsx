import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from './empty-state';
import { SkeletonCards } from './skeleton';
import { Grid } from './ui';

/** The room above a list for its featured item. */
const FeaturedSlot = styled.div`
  margin-bottom: 24px;
`;

interface FeaturedResultsProps<T extends { id: number }> {
  isLoading: boolean;
  items: T[];
  /** the page's first item when it is shown large above the grid */
  featured: T | undefined;
  /** what the empty state says: its title, then the hint with filters set and without */
  empty: { title: string; filtered: string; unfiltered: string };
  hasFilters: boolean;
  renderCard: (item: T, featured: boolean) => ReactNode;
  /** the narrowest a grid card may be */
  gridMin?: string;
}

/** A content list's results: skeletons while loading, the empty state, the featured card, then the grid. */
export function FeaturedResults<T extends { id: number }>({ isLoading, items, featured, empty, hasFilters, renderCard, gridMin }: FeaturedResultsProps<T>) {
  const rest = featured ? items.slice(1) : items;
  return (
    <>
      {isLoading && (
        <Grid>
          <SkeletonCards count={6} />
        </Grid>
      )}
      {!isLoading && items.length === 0 && <EmptyState title={empty.title} hint={hasFilters ? empty.filtered : empty.unfiltered} />}
      {featured && <FeaturedSlot>{renderCard(featured, true)}</FeaturedSlot>}
      {rest.length > 0 && (
        <Grid $min={gridMin}>
          {rest.map((item) => (
            <Fragment key={item.id}>{renderCard(item, false)}</Fragment>
          ))}
        </Grid>
      )}
    </>
  );
}
