import styled from 'styled-components';
import { useFieldProps, type FieldProps } from './form-field';
import { FieldError } from './ui';

interface RadioGroupFieldProps<V extends object> extends Omit<FieldProps<V>, 'hideLabel' | 'hint'> {
  options: readonly { value: string; label: string }[];
}

/** A choice of one among a few, as a fieldset of radios whose legend is the label; the field rule shows its error. */
export function RadioGroupField<V extends object>({ options, label, ...field }: RadioGroupFieldProps<V>) {
  const { id, error, props } = useFieldProps({ ...field, label });
  return (
    <Group aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={props.onChange}
            onBlur={props.onBlur}
            disabled={props.disabled}
            aria-invalid={props['aria-invalid']}
          />
          {option.label}
        </label>
      ))}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
