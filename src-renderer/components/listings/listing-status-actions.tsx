import styled from 'styled-components';
import type { Product, ProductStatus } from '../../../src-shared/types';
import { useSetListingStatus } from '../../api/products';
import { showToast } from '../toast';
import { Button, Cluster } from '../ui';
import { STATUS_LABELS } from './status-badge';

/** The steps of a listing's life a seller takes by hand: for sale, on hold for a buyer, gone. */
const LIFE: ProductStatus[] = ['active', 'reserved', 'sold'];
const ACTION_LABELS: Record<string, string> = { active: 'Mark as Available', reserved: 'Mark as Reserved', sold: 'Mark as Sold' };
const DONE_TEXTS: Record<string, string> = {
  active: 'Your listing is available again.',
  reserved: 'Your listing is marked reserved. Buyers can still contact you.',
  sold: 'Your listing is marked sold. It has left the marketplace lists.',
};

function useStatusChange(product: Product) {
  const setStatus = useSetListingStatus();
  const change = (status: ProductStatus) =>
    setStatus.mutate(
      { id: product.id, status },
      { onSuccess: () => showToast('Listing updated', DONE_TEXTS[status] ?? 'Your listing has been saved.', 'success') },
    );
  return { change, isPending: setStatus.isPending };
}

/** The seller's buttons on a listing's page: move it along (or back) active → reserved → sold. */
export function ListingStatusButtons({ product }: { product: Product }) {
  const { change, isPending } = useStatusChange(product);
  return (
    <Cluster $gap="8px" role="group" aria-label="Listing status">
      {LIFE.filter((status) => status !== product.status).map((status) => (
        <Button key={status} type="button" $variant="secondary" disabled={isPending} onClick={() => change(status)}>
          {ACTION_LABELS[status]}
        </Button>
      ))}
    </Cluster>
  );
}

/** The same choice as a compact select, for a row of My Listings; saved as soon as it changes. */
export function ListingStatusSelect({ product }: { product: Product }) {
  const { change, isPending } = useStatusChange(product);
  // a draft or archived listing keeps its own status in the list until the seller picks another
  const choices = LIFE.includes(product.status) ? LIFE : [product.status, ...LIFE];
  return (
    <Select
      aria-label={`Status of ${product.name}`}
      value={product.status}
      disabled={isPending}
      onChange={(event) => change(event.target.value as ProductStatus)}
    >
      {choices.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  );
}

const Select = styled.select`
  min-height: 40px;
  padding: 6px 10px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;
