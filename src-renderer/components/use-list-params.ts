import { useSearchParams } from 'wouter';

export interface ListParams {
  search: string;
  category: string;
  minDiscount: string;
  page: number;
}

type ListParamName = keyof ListParams;

/**
 * Search, filters and page of a list, kept in the address (?search=&category=&page=) so a
 * filtered list can be shared, reloaded and left with Back. Changing a filter returns to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const params: ListParams = {
    search: searchParams.get('search') ?? '',
    category: searchParams.get('category') ?? '',
    minDiscount: searchParams.get('minDiscount') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };

  const update = (changes: Partial<Record<ListParamName, string | number>>) => {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === '' || value === undefined || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  const setPage = (next: number) => {
    update({ page: next });
    window.scrollTo(0, 0);
  };

  return { ...params, hasFilters: Boolean(params.search || params.category || params.minDiscount), update, setPage };
}
