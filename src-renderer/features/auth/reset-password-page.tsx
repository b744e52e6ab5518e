import { useFormik } from 'formik';
import { Link, useSearch } from 'wouter';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { resetPasswordSchema } from '../../../src-shared/schemas/password-reset';
import { humanMessage, isApiError, isNetworkError } from '../../api/api-error';
import { useResetPassword } from '../../api/password-reset';
import { CenteredPanel, CenteredScreen } from '../../components/centered-panel';
import { FormAlert } from '../../components/form-alert';
import { Logo } from '../../components/layout/logo';
import { Button, ButtonLink, FormStack, Input, Label, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';

/** /auth/reset?token=…: the mailed link; choosing a new password signs the member out everywhere. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const formik = useFormik({
    initialValues: { newPassword: '' },
    validate: (values) => validationErrors(resetPasswordSchema, { token, ...values }),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await reset.mutateAsync({ token, newPassword: values.newPassword });
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
          <h1>Choose a new password</h1>
          <Muted>Your new password signs you out on every other device.</Muted>
        </div>
        {reset.data ? (
          <>
            <p role="status">{reset.data.message}</p>
            <ButtonLink href="/auth/login">Sign In</ButtonLink>
          </>
        ) : (
          <FormStack onSubmit={formik.handleSubmit} noValidate>
            <div>
              <Label htmlFor="new-password">New password</Label>
              <Input
                id="new-password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                value={formik.values.newPassword}
                onChange={formik.handleChange}
              />
            </div>
            {problem && <FormAlert role="alert">{problem}</FormAlert>}
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving...' : 'Set New Password'}
            </Button>
          </FormStack>
        )}
        <Link href="/auth/forgot">Ask for a new link</Link>
      </CenteredPanel>
    </CenteredScreen>
  );
}
