import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchField } from './search-field';
import { Select } from './ui';

export interface CategoryOption {
  value: string;
  label: string;
}

interface ListToolbarProps {
  /** names the search box and category select for screen readers, e.g. 'articles' */
  subject: string;
  search: string;
  onSearch: (text: string) => void;
  category: string;
  categories: CategoryOption[];
  onCategory: (value: string) => void;
  /** further filters, such as the minimum discount */
  children?: ReactNode;
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

/** A search box with a Search button and a category filter (All Categories plus the given ones). */
export function ListToolbar({ subject, search, onSearch, category, categories, onCategory, children }: ListToolbarProps) {
  return (
    <Bar>
      <Search id={`${subject}-search`} label={`Search ${subject}`} placeholder={`Search ${subject}...`} value={search} onSearch={onSearch} />
      <label className="visually-hidden" htmlFor={`${subject}-category`}>
        Category
      </label>
      <FilterSelect id={`${subject}-category`} value={category} onChange={(event) => onCategory(event.target.value)}>
        <option value="">All Categories</option>
        {categories.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      {children}
    </Bar>
  );
}
