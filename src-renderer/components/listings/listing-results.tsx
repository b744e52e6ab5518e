import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from '../../../src-shared/types';
import { SkeletonCards } from '../skeleton';
import { Button, Grid, Muted } from '../ui';
import { ListingCard } from './listing-card';
import { Pagination } from '../pagination';

interface ListingResultsProps {
  items: Product[] | undefined;
  total: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
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
  const { items, isLoading, isError } = props;
  if (isLoading) return <Grid $min="240px"><SkeletonCards count={props.skeletons} /></Grid>;
  if (isError || !items) {
    return (
      <Empty role="alert">
        <h2>Could not load listings</h2>
        <Muted>Please check your connection and try again.</Muted>
        <Button type="button" $variant="secondary" onClick={props.onRetry}>Try again</Button>
      </Empty>
    );
  }
  if (items.length === 0) {
    return (
      <Empty>
        <h2>No listings found</h2>
        <Muted>{props.emptyHint}</Muted>
        {props.emptyAction}
      </Empty>
    );
  }
  return (
    <>
      <Grid $min="240px">{items.map((product) => <ListingCard key={product.id} product={product} />)}</Grid>
      <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onPageChange={props.onPageChange} />
    </>
  );
}

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.3rem; }
`;
