import { CONDITIONS } from '../../../src-shared/format/conditions';
import { Label, Select } from '../../components/ui';
import { CONDITION_FILTER_LABELS } from './condition-options';

interface ConditionFilterProps {
  id: string;
  /** the choice that filters nothing out: 'All', 'All Conditions' */
  allLabel: string;
  value: string;
  onChange: (condition: string) => void;
}

/** The Condition filter of the marketplace's lists: every condition, or one. */
export function ConditionFilter({ id, allLabel, value, onChange }: ConditionFilterProps) {
  return (
    <div>
      <Label htmlFor={id}>Condition</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {CONDITION_FILTER_LABELS[condition]}
          </option>
        ))}
      </Select>
    </div>
  );
}
