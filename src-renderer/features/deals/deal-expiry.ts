import type { Deal } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';

/** 'Expires Nov 30, 2026', 'Expired Nov 1, 2026' or 'No expiry date'. */
export function expiryText(deal: Pick<Deal, 'expires_at' | 'is_expired'>): string {
  if (!deal.expires_at) return 'No expiry date';
  return `${deal.is_expired ? 'Expired' : 'Expires'} ${formatDate(deal.expires_at)}`;
}
