const UNITS: Array<[name: string, seconds: number, below: number]> = [
  ['minute', 60, 60],
  ['hour', 3600, 24],
  ['day', 86_400, 7],
  ['week', 604_800, 4],
  ['month', 2_592_000, 12], // 30-day months
];
const YEAR_SECONDS = 31_536_000; // 365-day years

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** 'just now', '5 minutes ago', '1 week ago', … per the spec's shared constants. */
export function formatRelativeTime(date: string | Date | null | undefined, now: Date = new Date()): string {
  if (!date) return 'recently';
  const then = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(then.getTime())) return 'recently';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  for (const [unit, size, below] of UNITS) {
    const count = Math.floor(seconds / size);
    // 28-29 days are past 4 weeks but short of a 30-day month: say 1 month, never '0 months'
    if (count < below) return plural(Math.max(1, count), unit);
  }
  return plural(Math.max(1, Math.floor(seconds / YEAR_SECONDS)), 'year');
}
