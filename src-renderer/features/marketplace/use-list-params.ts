import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** Filters and the page live in the address, so Back, reloads and shared links keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Sets (or clears, with '') some values; any change other than the page starts again at page 1. */
  const update = useCallback((changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    }, { replace: true });
  }, [setParams]);

  const goToPage = useCallback((next: number) => {
    update({ page: next > 1 ? String(next) : undefined });
    window.scrollTo({ top: 0 });
  }, [update]);

  return { params, page, update, goToPage };
}
