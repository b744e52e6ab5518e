import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PriceBoundField } from '../../components/listings/price-bound-field';
import { Button, Input, Label } from '../../components/ui';
import { ConditionFilter } from './condition-filter';
import { useDebouncedValue } from './use-debounced-value';

export interface CategoryFilterValues {
  q: string;
  condition: string;
  /** dollars, as typed */
  min: string;
  max: string;
}

interface CategoryFiltersProps {
  categoryName: string;
  values: CategoryFilterValues;
  onChange: (changes: Partial<CategoryFilterValues>) => void;
  onReset: () => void;
}

/** The category page's sidebar: typed filters apply once typing pauses, the condition at once. */
export function CategoryFilters({ categoryName, values, onChange, onReset }: CategoryFiltersProps) {
  const [typed, setTyped] = useState({ q: values.q, min: values.min, max: values.max });
  const settled = useDebouncedValue(typed);

  useEffect(() => {
    if (settled.q !== values.q || settled.min !== values.min || settled.max !== values.max) onChange(settled);
    // runs only when the typed fields settle; a change made elsewhere (reset, condition) must not re-send them
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleReset = () => {
    setTyped({ q: '', min: '', max: '' });
    onReset();
  };

  const priceField = (bound: 'min' | 'max', label: string, placeholder: string) => (
    <PriceBoundField
      id={`category-${bound}-price`}
      label={label}
      placeholder={placeholder}
      value={typed[bound]}
      onChange={(value) => setTyped({ ...typed, [bound]: value })}
    />
  );

  return (
    <Panel aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <h2>Filters</h2>
      <div>
        <Label htmlFor="category-search">Search</Label>
        <Input
          id="category-search"
          type="search"
          placeholder={`Search in ${categoryName}`}
          value={typed.q}
          onChange={(event) => setTyped({ ...typed, q: event.target.value })}
        />
      </div>
      <ConditionFilter id="category-condition" allLabel="All Conditions" value={values.condition} onChange={(condition) => onChange({ condition })} />
      <PriceRow>
        {priceField('min', 'Min Price ($)', '0')}
        {priceField('max', 'Max Price ($)', 'Any')}
      </PriceRow>
      <Button type="button" $variant="secondary" onClick={handleReset}>
        Reset Filters
      </Button>
    </Panel>
  );
}

const Panel = styled.form`
  display: grid;
  gap: 16px;
  align-content: start;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  select {
    width: 100%;
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
`;
