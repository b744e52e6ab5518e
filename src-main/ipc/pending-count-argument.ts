import { PENDING_COUNT_MAX } from '../../src-shared/desktop/bridge';

/** setPendingCount's argument, checked: the menu shows it, so only a whole number in range gets there. */
export function pendingCountArgument(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > PENDING_COUNT_MAX) {
    throw new Error(`The pending count must be a whole number from 0 to ${PENDING_COUNT_MAX}`);
  }
  return value;
}
