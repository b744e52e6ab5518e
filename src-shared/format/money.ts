/** Integer cents → '$12.50'. Money is held in cents everywhere; only display divides. */
export function formatMoney(cents: number | null | undefined): string {
  const value = Number.isFinite(cents) ? (cents as number) / 100 : 0;
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toFixed(2)}`;
}

/** Dollars typed in a form ('12.5', 12.5) → integer cents, or NaN when it is not a number. */
export function dollarsToCents(dollars: string | number): number {
  const value = typeof dollars === 'number' ? dollars : Number(String(dollars).trim());
  if (String(dollars).trim() === '' || !Number.isFinite(value)) return Number.NaN;
  // toFixed first: 1.005 * 100 is 100.49999… in binary floating point
  return Math.round(Number((value * 100).toFixed(4)));
}
