import type { FormikProps } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { TextField } from './form-field';
import { FormProblem } from './form-problem';
import { Button, FormStack } from './ui';

interface SingleFieldFormProps<V extends object> {
  formik: FormikProps<V>;
  /** the one field: its name, label, element id and input attributes */
  field: { name: keyof V & string; label: string; id: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange'>;
  submitLabel: string;
  busyLabel: string;
  /** shown in place of the form's alert (a notice of its own for one kind of refusal) */
  notice?: ReactNode;
  /** more buttons after the submit button */
  children?: ReactNode;
}

/**
 * A form of one field whose problem, its own or the server's, shows in one alert under it:
 * forgot password, the new password of a reset link, the console's server address.
 */
export function SingleFieldForm<V extends object>({ formik, field, submitLabel, busyLabel, notice, children }: SingleFieldFormProps<V>) {
  const { name, label, id, ...input } = field;
  return (
    <FormStack onSubmit={formik.handleSubmit} noValidate>
      <TextField formik={formik} name={name} label={label} id={id} showError={false} problemId={`${id}-problem`} {...input} />
      {notice ?? <FormProblem formik={formik} summarize id={`${id}-problem`} />}
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? busyLabel : submitLabel}
        </Button>
        {children}
      </Actions>
    </FormStack>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  & > * {
    flex: 1 1 200px;
  }
`;
