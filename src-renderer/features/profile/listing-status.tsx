import type { ProductStatus } from '../../../src-shared/types';
import { Badge } from '../../components/ui';

export const STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', sold: 'Sold', draft: 'Draft', archived: 'Archived' };

const TONES = { active: 'success', sold: 'primary', draft: 'muted', archived: 'muted' } as const;

/** A listing's status as a badge: green while it is for sale. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge $tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
