import type { ReactNode } from 'react';
import type { Product } from '../../../src-shared/types';
import { SkeletonCards } from '../skeleton';
import { EmptyState } from '../empty-state';
import { Button, Grid } from '../ui';
import { ListingCard } from './listing-card';
import { Pagination } from '../pagination';

/** What a listings query answers, as react-query gives it. */
interface ListingsQuery {
  data?: { items: Product[]; total: number };
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListingResultsProps {
  query: ListingsQuery;
  skeletons: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** the text under 'No listings found' */
  emptyHint: string;
  emptyAction?: ReactNode;
}

/** A grid of listings with its loading, failure and empty states and a working pagination bar. */
export function ListingResults(props: ListingResultsProps) {
  const { data, isLoading, isError, refetch } = props.query;
  const items = data?.items;
  if (isLoading)
    return (
      <Grid $min="240px">
        <SkeletonCards count={props.skeletons} />
      </Grid>
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
      <EmptyState title="No listings found" hint={props.emptyHint}>
        {props.emptyAction}
      </EmptyState>
    );
  }
  return (
    <>
      <Grid $min="240px">
        {items.map((product) => (
          <ListingCard key={product.id} product={product} />
        ))}
      </Grid>
      <Pagination page={props.page} pageSize={props.pageSize} total={data?.total ?? 0} onPageChange={props.onPageChange} />
    </>
  );
}
