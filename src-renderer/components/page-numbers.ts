export type PageItem = number | 'gap';

/** Page buttons to show: all of them when few, else the first, the last and the current one's neighbours. */
export function pageNumbers(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, n] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) items.push(n - previous === 2 ? n - 1 : 'gap');
    items.push(n);
  }
  return items;
}
