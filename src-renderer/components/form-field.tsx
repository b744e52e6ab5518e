import type { FormikProps } from 'formik';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, Input, Label, Muted, Select, Textarea } from './ui';

/** a form's values: every field is text, as typed */
type Values = object;

export interface FieldProps<V extends Values> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  /** prefixes the element ids (`<idPrefix>-<name>`), so two forms on one screen never share one */
  idPrefix?: string;
  /** the element's id when it cannot follow the prefix rule (one box per comment thread, say) */
  id?: string;
  hint?: ReactNode;
  /** a red star after the label, and aria-required */
  required?: boolean;
  /** the label is read out but not shown (a box whose placeholder and place say what it is) */
  hideLabel?: boolean;
  /** false where the form shows its problems in one alert (FormProblem summarize) rather than under each field */
  showError?: boolean;
  /** that alert's id, which describes the field while it has an error */
  problemId?: string;
  /** called after the field's value was set (another field that follows this one, say) */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/**
 * The one rule for when a field's error shows: once the field was left, or once the form was sent.
 * The server's field messages (set with setErrors after a failed save) show by the same rule.
 */
export function errorOf<V extends Values>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const shown = Boolean((formik.touched as Record<string, unknown>)[name]) || formik.submitCount > 0;
  const error = (formik.errors as Record<string, unknown>)[name];
  return shown && typeof error === 'string' ? error : undefined;
}

/** What every field element gets: id, value, change and blur, busy state and the ARIA ties to its hint and error. */
export function useFieldProps<V extends Values>(props: FieldProps<V>) {
  const { formik, name, idPrefix = 'field', id: fixedId, hint, required, showError = true, problemId, onChange } = props;
  const id = fixedId ?? `${idPrefix}-${name}`;
  const error = errorOf(formik, name);
  const errorId = showError ? `${id}-error` : problemId;
  const describedBy = [hint ? `${id}-hint` : '', error && errorId ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error: showError ? error : undefined,
    props: {
      id,
      name,
      value: String(formik.values[name] ?? ''),
      // formik turns number inputs into numbers; the forms keep what was typed, as text
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        void formik.setFieldValue(name, event.target.value);
        onChange?.(event);
      },
      onBlur: formik.handleBlur,
      disabled: formik.isSubmitting,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      required: required || undefined,
    },
  };
}

interface ShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  hideLabel?: boolean;
  children: ReactNode;
}

/** Label, the field, its hint and its error, in that order. */
export function FieldShell({ id, label, hint, error, required, hideLabel, children }: ShellProps) {
  return (
    <div>
      <Label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

type Own<V extends Values> = keyof FieldProps<V> | 'value';

/** A labelled text input bound to a formik field. */
export function TextField<V extends Values>(props: FieldProps<V> & Omit<InputHTMLAttributes<HTMLInputElement>, Own<V>>) {
  const { formik, name, label, idPrefix, id, hint, required, hideLabel, showError, problemId, onChange, ...rest } = props;
  const field = useFieldProps({ formik, name, label, idPrefix, id, hint, required, showError, problemId, onChange });
  return (
    <FieldShell id={field.id} label={label} hint={hint} error={field.error} required={required} hideLabel={hideLabel}>
      <Input {...field.props} {...rest} />
    </FieldShell>
  );
}

export function TextAreaField<V extends Values>(props: FieldProps<V> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own<V>>) {
  const { formik, name, label, idPrefix, id, hint, required, hideLabel, showError, problemId, onChange, ...rest } = props;
  const field = useFieldProps({ formik, name, label, idPrefix, id, hint, required, showError, problemId, onChange });
  return (
    <FieldShell id={field.id} label={label} hint={hint} error={field.error} required={required} hideLabel={hideLabel}>
      <Textarea {...field.props} {...rest} />
    </FieldShell>
  );
}

export function SelectField<V extends Values>(props: FieldProps<V> & Omit<SelectHTMLAttributes<HTMLSelectElement>, Own<V>>) {
  const { formik, name, label, idPrefix, id, hint, required, hideLabel, showError, problemId, onChange, children, ...rest } = props;
  const field = useFieldProps({ formik, name, label, idPrefix, id, hint, required, showError, problemId, onChange });
  return (
    <FieldShell id={field.id} label={label} hint={hint} error={field.error} required={required} hideLabel={hideLabel}>
      <WideSelect {...field.props} {...rest}>
        {children}
      </WideSelect>
    </FieldShell>
  );
}

const Hint = styled(Muted)`
  font-size: 0.9rem;
  margin-top: 6px;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const WideSelect = styled(Select)`
  width: 100%;
`;
