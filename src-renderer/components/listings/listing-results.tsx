import type { ReactNode } from 'react';
import type { Product } from '../../../src-shared/types';
import { SkeletonCards } from '../skeleton';
import { EmptyState, FILTERED_HINT } from '../empty-state';
import { Button } from '../ui';
import { ListingGrid } from './listing-grid';
import { ListingCard } from './listing-card';
import { Pagination } from '../pagination';
import type { ListParams } from '../use-list-params';

/** What a listings query answers, as react-query gives it. */
interface ListingsQuery {
  data?: { items: Product[]; total: number };
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Listings a page, wherever listings are listed. */
export const LISTING_PAGE_SIZE = 24;

interface ListingResultsProps {
  query: ListingsQuery;
  /** the list's address parameters: its page, and whether filters are set */
  list: Pick<ListParams, 'page' | 'goToPage' | 'hasFilters'>;
  /** how many cards stand in while the listings load */
  skeletons?: number;
  /** the text under 'No listings found' when no filter is set */
  emptyHint: string;
  emptyAction?: ReactNode;
}

/** A grid of listings with its loading, failure and empty states and a working pagination bar. */
export function ListingResults(props: ListingResultsProps) {
  const { data, isLoading, isError, refetch } = props.query;
  const items = data?.items;
  if (isLoading)
    return (
      <ListingGrid>
        <SkeletonCards count={props.skeletons ?? 8} />
      </ListingGrid>
    );
  if (isError || !items) {
    return (
      <EmptyState role="alert" title="Could not load listings" hint="Please check your connection and try again.">
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState title="No listings found" hint={props.list.hasFilters ? FILTERED_HINT : props.emptyHint}>
        {props.emptyAction}
      </EmptyState>
    );
  }
  return (
    <>
      <ListingGrid>
        {items.map((product, index) => (
          <ListingCard key={product.id} product={product} isFirst={index === 0} />
        ))}
      </ListingGrid>
      <Pagination page={props.list.page} pageSize={LISTING_PAGE_SIZE} total={data?.total ?? 0} onPageChange={props.list.goToPage} />
    </>
  );
}
