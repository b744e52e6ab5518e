import styled from 'styled-components';
import { useCategories } from '../../api/categories';
import { SearchField } from '../../components/search-field';
import { Label, Select } from '../../components/ui';
import { ConditionFilter } from './condition-filter';

interface MarketplaceFiltersProps {
  search: string;
  category: string;
  condition: string;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Search text (applied when sent), category and condition (applied at once). */
export function MarketplaceFilters({ search, category, condition, onChange }: MarketplaceFiltersProps) {
  const { data: categories = [] } = useCategories();
  return (
    <Filters>
      <Search
        id="marketplace-search"
        label="Search listings"
        isLabelVisible
        placeholder="Search for strollers, cribs, toys..."
        value={search}
        onSearch={(text) => onChange({ q: text })}
      />
      <div>
        <Label htmlFor="marketplace-category">Category</Label>
        <Select id="marketplace-category" value={category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">All Categories</option>
          {categories.map((item) => (
            <option key={item.id} value={item.slug}>
              {item.name}
            </option>
          ))}
        </Select>
      </div>
      <ConditionFilter id="marketplace-condition" allLabel="All" value={condition} onChange={(value) => onChange({ condition: value })} />
    </Filters>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: end;
  gap: 16px;
  margin-bottom: 28px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  select {
    width: 100%;
    min-width: 180px;
  }
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    padding: 16px;
    select {
      min-width: 0;
    }
  }
`;

const Search = styled(SearchField)`
  @media (max-width: 760px) {
    grid-column: 1 / -1;
  }
`;
