import type { Condition } from '../types';

export const CONDITION_LABELS: Record<Condition, string> = {
  new: 'New',
  like_new: 'Used - Like New',
  good: 'Used - Good',
  fair: 'Used - Fair',
  poor: 'Used - Poor',
};

export const CONDITIONS = Object.keys(CONDITION_LABELS) as Condition[];
