import { useFormik } from 'formik';
import { Link } from 'wouter';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { forgotPasswordSchema } from '../../../src-shared/schemas/password-reset';
import { isApiError } from '../../api/api-error';
import { useForgotPassword } from '../../api/password-reset';
import { submitFailure } from '../../components/form-problem';
import { SingleFieldForm } from '../../components/single-field-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';

/** /auth/forgot: asks for a mailed link to choose a new password. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const formik = useFormik({
    initialValues: { email: '' },
    validate: (values) => validationErrors(forgotPasswordSchema, values),
    // checked when sent, not while typing
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await forgot.mutateAsync({ email: values.email.trim() });
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
        helpers.setStatus(submitFailure(error, 'Something went wrong. Please try again.'));
      }
    },
  });

  return (
    <AuthCard title="Forgot your password?" intro="Enter the email of your account and we will send you a link to choose a new password.">
      {forgot.data ? (
        <p role="status">{forgot.data.message}</p>
      ) : (
        <SingleFieldForm
          formik={formik}
          field={{ name: 'email', label: 'Email', id: 'email', type: 'email', autoComplete: 'email' }}
          submitLabel="Send Reset Link"
          busyLabel="Sending..."
        />
      )}
      <Link href="/auth/login">Back to sign in</Link>
    </AuthCard>
  );
}
