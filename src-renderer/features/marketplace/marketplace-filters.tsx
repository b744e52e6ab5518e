import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCategories } from '../../api/categories';
import { SearchField } from '../../components/search-field';
import { PriceBoundField } from '../../components/listings/price-bound-field';
import { Label, Select } from '../../components/ui';
import { ConditionFilter } from './condition-filter';
import { SORTS } from './list-order';
import { useDebouncedValue } from './use-debounced-value';

export interface MarketplaceFilterValues {
  search: string;
  category: string;
  condition: string;
  /** '' for the list's own order (best match while searching, else newest) */
  sort: string;
  /** dollars, as typed */
  min: string;
  max: string;
}

interface MarketplaceFiltersProps {
  values: MarketplaceFilterValues;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Typed prices apply once typing pauses, and follow the address (Back, a saved search). */
function PriceFields({ min, max, onChange }: { min: string; max: string; onChange: MarketplaceFiltersProps['onChange'] }) {
  const [typed, setTyped] = useState({ min, max });
  const settled = useDebouncedValue(typed);
  useEffect(() => setTyped({ min, max }), [min, max]);
  useEffect(() => {
    if (settled.min !== min || settled.max !== max) onChange(settled);
    // only when the typed prices settle; a change of the address must not send them back
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  const field = (bound: 'min' | 'max', label: string, placeholder: string) => (
    <PriceBoundField
      id={`marketplace-${bound}-price`}
      label={label}
      placeholder={placeholder}
      value={typed[bound]}
      onChange={(value) => setTyped({ ...typed, [bound]: value })}
    />
  );
  return (
    <>
      {field('min', 'Min Price ($)', '0')}
      {field('max', 'Max Price ($)', 'Any')}
    </>
  );
}

/** Search text (applied when sent), category, condition and sort (applied at once), and a price range. */
export function MarketplaceFilters({ values, onChange }: MarketplaceFiltersProps) {
  const { data: categories = [] } = useCategories();
  return (
    <Filters>
      <Search
        id="marketplace-search"
        label="Search listings"
        isLabelVisible
        placeholder="Search for strollers, cribs, toys..."
        value={values.search}
        onSearch={(text) => onChange({ q: text })}
      />
      <Fields>
        <div>
          <Label htmlFor="marketplace-category">Category</Label>
          <Select id="marketplace-category" value={values.category} onChange={(event) => onChange({ category: event.target.value })}>
            <option value="">All Categories</option>
            {categories.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.name}
              </option>
            ))}
          </Select>
        </div>
        <ConditionFilter id="marketplace-condition" allLabel="All" value={values.condition} onChange={(value) => onChange({ condition: value })} />
        <div>
          <Label htmlFor="marketplace-sort">Sort by</Label>
          <Select id="marketplace-sort" value={values.sort} onChange={(event) => onChange({ sort: event.target.value })}>
            <option value="">{values.search ? 'Best Match' : 'Newest First'}</option>
            {SORTS.filter((option) => values.search || option.value !== 'newest').map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <PriceFields min={values.min} max={values.max} onChange={onChange} />
      </Fields>
    </Filters>
  );
}

const Filters = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 28px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 760px) {
    padding: 16px;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: end;
  gap: 12px 16px;
  select,
  input {
    width: 100%;
    min-width: 0;
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Search = styled(SearchField)``;
