import type { FormikProps } from 'formik';
import { humanMessage, isNetworkError } from '../api/api-error';
import { errorOf } from './form-field';
import { FormAlert } from './form-alert';

/**
 * What a form says when sending it failed: a network failure in the spec's words, the server's
 * message when it is written for people, else the form's own fallback.
 */
export function submitFailure(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return 'Network error. Please try again.';
  return humanMessage(error) ?? fallback;
}

interface FormProblemProps<V extends object> {
  formik: FormikProps<V>;
  /** the form shows its field errors here, one at a time, rather than under each field */
  summarize?: boolean;
  id?: string;
}

/**
 * The form's one alert: the status a failed submit set (see submitFailure) and, in a summarizing
 * form, the first field error that the field rule shows (left, or sent).
 */
export function FormProblem<V extends object>({ formik, summarize = false, id }: FormProblemProps<V>) {
  const names = Object.keys(formik.errors) as (keyof V & string)[];
  const fieldError = summarize ? names.map((name) => errorOf(formik, name)).find(Boolean) : undefined;
  const problem = fieldError ?? (typeof formik.status === 'string' ? formik.status : undefined);
  if (!problem) return null;
  return (
    <FormAlert id={id} role="alert">
      {problem}
    </FormAlert>
  );
}
