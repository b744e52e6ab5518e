import { CONDITION_LABELS, CONDITIONS } from '../../../src-shared/format/conditions';

/** A listing form's category choices: a prompt, then each category by name. */
export function CategoryOptions({ categories }: { categories: Array<{ id: number; name: string }> }) {
  return (
    <>
      <option value="">Select a category</option>
      {categories.map((category) => (
        <option key={category.id} value={String(category.id)}>
          {category.name}
        </option>
      ))}
    </>
  );
}

/** A listing form's condition choices; a new listing starts with a prompt to choose. */
export function ConditionOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder && <option value="">{placeholder}</option>}
      {CONDITIONS.map((value) => (
        <option key={value} value={value}>
          {CONDITION_LABELS[value]}
        </option>
      ))}
    </>
  );
}
