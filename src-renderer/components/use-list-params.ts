import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** Values to set in the address; '' or undefined clears one. */
export type ListChanges = Record<string, string | number | undefined>;

/**
 * Search (?q=, as the spec gives for /marketplace), filters and page of a list, kept in the address
 * so a filtered list can be shared, reloaded and stepped back through with Back: each change is a
 * history entry of its own. Any change other than the page starts again at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;

  const update = useCallback(
    (changes: ListChanges) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const goToPage = useCallback(
    (next: number) => {
      update({ page: next });
      window.scrollTo(0, 0);
    },
    [update],
  );

  return {
    params,
    /** one address value, '' when absent */
    value: (name: string) => params.get(name) ?? '',
    search: params.get('q') ?? '',
    page,
    /** whether a value narrows the list (the sort order, the page and an emptied box do not) */
    hasFilters: [...params].some(([name, value]) => name !== 'page' && name !== 'sort' && value.trim() !== ''),
    update,
    goToPage,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
