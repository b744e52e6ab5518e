import type { FormikProps } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, Input, Label, Muted, Select, Textarea } from '../../components/ui';

/** a form's values: every field is text, as typed */
type Values = object;

interface FieldShellProps<V extends Values> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  /** prefixes the element ids, so two forms on one screen never share one */
  idPrefix: string;
  hint?: string;
}

/** The error of a field once it was left or the form was sent (the server's field errors included). */
function errorOf<V extends Values>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const shown = Boolean((formik.touched as Record<string, unknown>)[name]) || formik.submitCount > 0;
  const error = (formik.errors as Record<string, unknown>)[name];
  return shown && typeof error === 'string' ? error : undefined;
}

function useField<V extends Values>({ formik, name, idPrefix, hint }: FieldShellProps<V>) {
  const id = `${idPrefix}-${name}`;
  const error = errorOf(formik, name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error,
    props: {
      id,
      name,
      value: String(formik.values[name] ?? ''),
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      disabled: formik.isSubmitting,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

function Shell({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A labelled text input bound to a formik field, its hint and error tied to it for screen readers. */
export function TextField<V extends Values>(props: FieldShellProps<V> & InputHTMLAttributes<HTMLInputElement>) {
  const { formik, name, label, idPrefix, hint, ...rest } = props;
  const field = useField({ formik, name, label, idPrefix, hint });
  return (
    <Shell id={field.id} label={label} hint={hint} error={field.error}>
      <Input {...rest} {...field.props} />
    </Shell>
  );
}

export function TextAreaField<V extends Values>(props: FieldShellProps<V> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { formik, name, label, idPrefix, hint, ...rest } = props;
  const field = useField({ formik, name, label, idPrefix, hint });
  return (
    <Shell id={field.id} label={label} hint={hint} error={field.error}>
      <Textarea {...rest} {...field.props} />
    </Shell>
  );
}

export function SelectField<V extends Values>(props: FieldShellProps<V> & SelectHTMLAttributes<HTMLSelectElement>) {
  const { formik, name, label, idPrefix, hint, children, ...rest } = props;
  const field = useField({ formik, name, label, idPrefix, hint });
  return (
    <Shell id={field.id} label={label} hint={hint} error={field.error}>
      <WideSelect {...rest} {...field.props}>
        {children}
      </WideSelect>
    </Shell>
  );
}

const Hint = styled(Muted)`
  font-size: 0.88rem;
  margin-top: 6px;
`;

const WideSelect = styled(Select)`
  width: 100%;
`;
