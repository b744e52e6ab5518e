import { Input, Label } from '../ui';

interface PriceBoundFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** dollars as typed */
  value: string;
  onChange: (value: string) => void;
}

/** A minimum or maximum price in dollars, as the list filters take it. */
export function PriceBoundField({ id, label, placeholder, value, onChange }: PriceBoundFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
