import { useFormik } from 'formik';
import { Link, useSearch } from 'wouter';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { resetPasswordSchema } from '../../../src-shared/schemas/password-reset';
import { isApiError } from '../../api/api-error';
import { useResetPassword } from '../../api/password-reset';
import { submitFailure } from '../../components/form-problem';
import { SingleFieldForm } from '../../components/single-field-form';
import { ButtonLink } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';

/** /auth/reset?token=…: the mailed link; choosing a new password signs the member out everywhere. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const formik = useFormik({
    initialValues: { newPassword: '' },
    validate: (values) => validationErrors(resetPasswordSchema, { token, ...values }),
    // checked when sent, not while typing
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await reset.mutateAsync({ token, newPassword: values.newPassword });
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
        helpers.setStatus(submitFailure(error, 'Something went wrong. Please try again.'));
      }
    },
  });

  return (
    <AuthCard title="Choose a new password" intro="Your new password signs you out on every other device.">
      {reset.data ? (
        <>
          <p role="status">{reset.data.message}</p>
          <ButtonLink href="/auth/login">Sign In</ButtonLink>
        </>
      ) : (
        <SingleFieldForm
          formik={formik}
          field={{ name: 'newPassword', label: 'New password', id: 'new-password', type: 'password', autoComplete: 'new-password' }}
          submitLabel="Set New Password"
          busyLabel="Saving..."
        />
      )}
      <Link href="/auth/forgot">Ask for a new link</Link>
    </AuthCard>
  );
}
