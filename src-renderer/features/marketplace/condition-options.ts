import { CONDITIONS } from '../../../src-shared/format/conditions';
import type { Condition } from '../../../src-shared/types';

/** The marketplace condition filter's own short labels (the badges use the longer 'Used - …' ones). */
export const CONDITION_FILTER_LABELS: Record<Condition, string> = {
  new: 'New',
  like_new: 'Like New',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

export function asCondition(value: string | null): Condition | undefined {
  return CONDITIONS.find((condition) => condition === value);
}
