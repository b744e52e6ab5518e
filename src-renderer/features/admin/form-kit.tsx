import type { FormikProps } from 'formik';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { autoFitColumns } from '../../components/auto-fit-columns';
import { toDirectImageUrl } from '../../../src-shared/format/image-url';
import { SkeletonBlock } from '../../components/skeleton';
import { FieldError, Input, Label, Muted, Page, Select, Textarea } from '../../components/ui';

type Values = Record<string, string>;

interface FieldProps {
  formik: FormikProps<Values>;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  children?: ReactNode;
}

function useFieldProps(formik: FormikProps<Values>, name: string) {
  const error = formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
  return {
    error,
    props: {
      id: `field-${name}`,
      name,
      value: formik.values[name] ?? '',
      // formik turns number inputs into numbers; the forms keep what was typed, as text
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        void formik.setFieldValue(name, event.target.value);
      },
      onBlur: formik.handleBlur,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `field-${name}-error` : undefined,
    },
  };
}

function FieldShell({ name, label, required, hint, error, children }: Omit<FieldProps, 'formik'> & { error?: string }) {
  return (
    <div>
      <Label htmlFor={`field-${name}`}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {children}
      {hint && <Hint>{hint}</Hint>}
      {error && <FieldError id={`field-${name}-error`}>{error}</FieldError>}
    </div>
  );
}

export function TextField({
  formik,
  name,
  label,
  required,
  hint,
  type = 'text',
  step,
  min,
  max,
}: FieldProps & { type?: string; step?: string; min?: string; max?: string }) {
  const { error, props } = useFieldProps(formik, name);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} error={error}>
      <Input {...props} type={type} step={step} min={min} max={max} aria-required={required || undefined} />
    </FieldShell>
  );
}

export function TextAreaField({ formik, name, label, required, hint, rows }: FieldProps & { rows: number }) {
  const { error, props } = useFieldProps(formik, name);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} error={error}>
      <Textarea {...props} rows={rows} aria-required={required || undefined} />
    </FieldShell>
  );
}

export function SelectField({ formik, name, label, required, hint, children }: FieldProps) {
  const { error, props } = useFieldProps(formik, name);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} error={error}>
      <Select {...props} aria-required={required || undefined}>
        {children}
      </Select>
    </FieldShell>
  );
}

/** The authoring forms' category picker: none chosen at first, then the given categories. */
export function CategoryField({ formik, categories = [] }: Pick<FieldProps, 'formik'> & { categories?: { id: number; name: string }[] }) {
  return (
    <SelectField formik={formik} name="category_id" label="Category">
      <option value="">Choose a category</option>
      {categories.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </SelectField>
  );
}

/** An image URL: a share-page link of the image host becomes its direct image link when the field is left. */
export function ImageUrlField({ formik, name, label }: Pick<FieldProps, 'formik' | 'name' | 'label'>) {
  const { error, props } = useFieldProps(formik, name);
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    void formik.setFieldValue(name, toDirectImageUrl(event.target.value));
    formik.handleBlur(event);
  };
  return (
    <FieldShell name={name} label={label} hint="Paste a direct image link or an image host share link (https://ibb.co/...)." error={error}>
      <Input {...props} type="url" inputMode="url" placeholder="https://" onBlur={handleBlur} />
    </FieldShell>
  );
}

export const HTML_HINT = 'HTML allowed: img, iframe, h2, h3, p, strong, em, ul, ol, li, a, blockquote.';

export function FormSkeleton() {
  return (
    <div aria-busy="true">
      <SkeletonBlock data-testid="skeleton" $height="44px" />
      <SkeletonBlock $height="320px" />
    </div>
  );
}

export const FormPage = styled(Page)`
  max-width: 820px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 600px) {
    padding: 18px;
  }
`;

export const Row = styled.div`
  ${autoFitColumns('220px')}
  gap: 20px;
`;

const Hint = styled(Muted)`
  font-size: 0.9rem;
  margin-top: 6px;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export const NotFoundBox = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  margin-top: 24px;
`;
