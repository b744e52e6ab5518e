import { useFormik } from 'formik';
import { Link } from 'wouter';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { forgotPasswordSchema } from '../../../src-shared/schemas/password-reset';
import { humanMessage, isApiError, isNetworkError } from '../../api/api-error';
import { useForgotPassword } from '../../api/password-reset';
import { CenteredPanel, CenteredScreen } from '../../components/centered-panel';
import { FormAlert } from '../../components/form-alert';
import { Logo } from '../../components/layout/logo';
import { Button, FormStack, Input, Label, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';

/** /auth/forgot: asks for a mailed link to choose a new password. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const formik = useFormik({
    initialValues: { email: '' },
    validate: (values) => validationErrors(forgotPasswordSchema, values),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await forgot.mutateAsync({ email: values.email.trim() });
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
        helpers.setStatus(isNetworkError(error) ? 'Network error. Please try again.' : (humanMessage(error) ?? 'Something went wrong. Please try again.'));
      }
    },
  });
  const problem = Object.values(formik.errors)[0] ?? (formik.status as string | undefined);

  return (
    <CenteredScreen id="main">
      <CenteredPanel $maxWidth="420px">
        <Logo />
        <div>
          <h1>Forgot your password?</h1>
          <Muted>Enter the email of your account and we will send you a link to choose a new password.</Muted>
        </div>
        {forgot.data ? (
          <p role="status">{forgot.data.message}</p>
        ) : (
          <FormStack onSubmit={formik.handleSubmit} noValidate>
            <div>
              <Label htmlFor="email">Email</Label>
              <Input id="email" name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} />
            </div>
            {problem && <FormAlert role="alert">{problem}</FormAlert>}
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </FormStack>
        )}
        <Link href="/auth/login">Back to sign in</Link>
      </CenteredPanel>
    </CenteredScreen>
  );
}
