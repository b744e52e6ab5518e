import type { ProductStatus } from '../../../src-shared/types';
import { Badge } from '../ui';

export const STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', reserved: 'Reserved', sold: 'Sold', draft: 'Draft', archived: 'Archived' };

const TONES = { active: 'success', reserved: 'primary', sold: 'danger', draft: 'muted', archived: 'muted' } as const;

/** A listing's status as a badge: green while it is for sale. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge $tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
