export { slugify } from '../../src-server/content/slugs';
/** How long ago something happened, relative to the moment the seed runs. */
export interface Age {
  days?: number;
  hours?: number;
  minutes?: number;
}

const MINUTE = 60_000;

export function ageMs(age: Age): number {
  return ((age.days ?? 0) * 24 * 60 + (age.hours ?? 0) * 60 + (age.minutes ?? 0)) * MINUTE;
}

/** ISO-8601 UTC timestamp for `age` before `now`; a negative age lies in the future. */
export function isoAgo(now: number, age: Age): string {
  return new Date(now - ageMs(age)).toISOString();
}

/** ISO-8601 UTC timestamp `days` after `now` (negative for the past). */
export function isoIn(now: number, days: number): string {
  return new Date(now + days * 24 * 60 * MINUTE).toISOString();
}

export function discountPercentage(originalCents: number, saleCents: number): number {
  return Math.round(((originalCents - saleCents) / originalCents) * 100);
}

export function dollars(amount: number): number {
  return Math.round(amount * 100);
}
