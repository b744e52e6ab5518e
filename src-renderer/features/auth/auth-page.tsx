import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { useRef, useState, type ChangeEvent } from 'react';
import { DISPLAY_NAME_MAX } from '../../../src-shared/schemas/display-name';
import { Link, useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import { displayNameFromEmail } from '../../../src-shared/format/names';
import { loginSchema, registerSchema } from '../../../src-shared/schemas/auth';
import { isApiError } from '../../api/api-error';
import { useLogin, useRegister } from '../../api/auth';
import { showToast, showToastAfterReload } from '../../components/toast';
import { TextField } from '../../components/form-field';
import { FormProblem, submitFailure } from '../../components/form-problem';
import { Button, FormStack } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';
import { safeNextPath } from '../../components/sign-in-path';

type Action = 'login' | 'register';

const SCHEMAS = { login: loginSchema, register: registerSchema };
const FALLBACKS = { login: 'Login failed', register: 'Registration failed' };

/** /auth/login and /auth/register: one screen to sign in or create an account. */
export function AuthPage() {
  useDocumentTitle('Sign in');
  const [, navigate] = useLocation();
  // where the member was before signing in: a path of this site only
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  const login = useLogin();
  const register = useRegister();
  // the button that sent the form picks the server's schema for it: sign-in or registration rules
  const action = useRef<Action>('login');
  const [pending, setPending] = useState<Action>('login');
  // registering shows the name others will see (from the email, editable) before the account is made
  const [isNaming, setIsNaming] = useState(false);

  const formik = useFormik({
    initialValues: { email: '', password: '', displayName: '' },
    validate: (values) => validationErrors(SCHEMAS[action.current], values),
    // one message at a time, as the server gives it: checked when sent, not while typing
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ email, password, displayName }, helpers) => {
      helpers.setStatus(undefined);
      try {
        if (action.current === 'login') {
          await login.mutateAsync({ email, password });
          showToast('Login successful', undefined, 'success');
          navigate(next);
          return;
        }
        await register.mutateAsync({ email, password, displayName: displayName.trim() || undefined });
        navigate(next);
        // the page reloads (spec), so the toast waits for the fresh page (in the state of the entry it reloads)
        showToastAfterReload('Account created', 'Welcome to Nestly!', 'success');
        window.location.reload();
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
        helpers.setStatus(submitFailure(error, FALLBACKS[action.current]));
      }
    },
  });

  const send = (next: Action) => {
    action.current = next;
    setPending(next);
  };
  // one message at a time, in one alert: which of email and password was wrong is not said
  const field = { formik, showError: false, problemId: 'auth-problem' } as const;

  const handleCreateAccount = () => {
    send('register');
    // first press: once email and password pass, show the name (the spec's default) to check or change
    if (!isNaming && Object.keys(validationErrors(registerSchema, formik.values)).length === 0) {
      setIsNaming(true);
      void formik.setFieldValue('displayName', displayNameFromEmail(formik.values.email.trim()), false);
      formik.setErrors({});
      formik.setStatus(undefined);
      requestAnimationFrame(() => document.getElementById('displayName')?.focus());
      return;
    }
    void formik.submitForm();
  };

  const handleEmailChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    // the name keeps following the email until the member types a name of their own
    if (isNaming && formik.values.displayName === displayNameFromEmail(formik.values.email.trim())) {
      void formik.setFieldValue('displayName', displayNameFromEmail(event.target.value.trim()), false);
    }
  };
  const busyLabel = (label: string, which: Action, busy: string) => (formik.isSubmitting && pending === which ? busy : label);

  return (
    <AuthCard title="Welcome to Nestly" intro="Sign in to your account or create a new one">
      <FormStack
        onSubmit={(event) => {
          send('login');
          formik.handleSubmit(event);
        }}
      >
        <TextField {...field} name="email" id="email" label="Email" type="email" autoComplete="email" required onChange={handleEmailChange} />
        <div>
          <TextField {...field} name="password" id="password" label="Password" type="password" autoComplete="current-password" required />
          <ForgotLink href="/auth/forgot">Forgot password?</ForgotLink>
        </div>
        {isNaming && (
          <TextField
            {...field}
            name="displayName"
            id="displayName"
            label="Name other parents see"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX}
            hint="Shown on your listings, messages and comments. Check it, then choose Create Account again."
          />
        )}
        <FormProblem formik={formik} summarize id="auth-problem" />
        <Buttons>
          <Button type="submit" disabled={formik.isSubmitting}>
            {busyLabel('Sign In', 'login', 'Signing in...')}
          </Button>
          {/* not a submit button: the browser's required-field check is for signing in; registration's rules answer in words */}
          <Button type="button" $variant="secondary" disabled={formik.isSubmitting} onClick={handleCreateAccount}>
            {busyLabel('Create Account', 'register', 'Creating account...')}
          </Button>
        </Buttons>
      </FormStack>
    </AuthCard>
  );
}

const Buttons = styled.div`
  display: grid;
  gap: 10px;
`;

const ForgotLink = styled(Link)`
  display: inline-block;
  margin-top: 8px;
  font-size: 0.9rem;
`;
