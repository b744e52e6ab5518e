import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchField } from './search-field';
import { Select } from './ui';
import type { ListParams } from './use-list-params';

interface ListToolbarProps {
  /** names the search box and category select for screen readers, e.g. 'articles' */
  subject: string;
  /** the list's address parameters: the search is `q`, the filter `category` */
  list: ListParams;
  /** the categories to filter by, while they load none */
  categories: Array<{ id: number; name: string }> | undefined;
  /** further filters, such as the minimum discount */
  children?: ReactNode;
}

/** A search box with a Search button and a category filter (All Categories plus the given ones). */
export function ListToolbar({ subject, list, categories = [], children }: ListToolbarProps) {
  return (
    <Bar>
      <Search
        id={`${subject}-search`}
        label={`Search ${subject}`}
        placeholder={`Search ${subject}...`}
        value={list.search}
        onSearch={(search) => list.update({ q: search })}
      />
      <label className="visually-hidden" htmlFor={`${subject}-category`}>
        Category
      </label>
      <FilterSelect id={`${subject}-category`} value={list.value('category')} onChange={(event) => list.update({ category: event.target.value })}>
        <option value="">All Categories</option>
        {categories.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </FilterSelect>
      {children}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0 24px;
`;

const Search = styled(SearchField)`
  flex: 1 1 320px;
`;

const FilterSelect = styled(Select)`
  flex: 0 1 220px;
  @media (max-width: 600px) {
    flex: 1 1 100%;
  }
`;
