import { useFormik, type FormikHelpers } from 'formik';
import type { FormEvent } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { showToast } from '../../components/toast';
import { isApiError } from '../../api/api-error';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { isMissingRequired } from './form-values';

export type FormValues = Record<string, string>;

interface ContentFormOptions<T extends AnyObject> {
  initialValues: FormValues;
  schema: ObjectSchema<T>;
  /** form strings → the API input the shared schema checks (dollars become cents here) */
  toInput: (values: FormValues) => Record<string, unknown>;
  /** a mutation whose meta toasts a failed save */
  save: (input: Record<string, unknown>) => Promise<unknown>;
  onSuccess: () => void;
  enableReinitialize?: boolean;
}

/**
 * Formik wired to a shared yup schema: the same rules and messages as the server. A submit with
 * required fields missing says 'Please fill in all required fields'; the server's field messages
 * land on their fields.
 */
export function useContentForm<T extends AnyObject>(options: ContentFormOptions<T>) {
  const formik = useFormik<FormValues>({
    initialValues: options.initialValues,
    enableReinitialize: options.enableReinitialize,
    validate: (values) => validationErrors(options.schema, options.toInput(values)),
    onSubmit: async (values, helpers: FormikHelpers<FormValues>) => {
      try {
        await options.save(options.toInput(values));
        options.onSuccess();
      } catch (error) {
        helpers.setErrors(isApiError(error) ? error.fieldErrors : {});
      }
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // first, so nothing below can ever let the browser submit the form itself
    event.preventDefault();
    const errors = validationErrors(options.schema, options.toInput(formik.values));
    if (isMissingRequired(errors)) showToast('Please fill in all required fields', undefined, 'error');
    formik.handleSubmit(event);
  };

  return { formik, handleSubmit };
}
