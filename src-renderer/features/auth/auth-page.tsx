import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import { displayNameFromEmail } from '../../../src-shared/format/names';
import { loginSchema, registerSchema } from '../../../src-shared/schemas/auth';
import { humanMessage, isApiError, isNetworkError } from '../../api/api-error';
import { useLogin, useRegister } from '../../api/auth';
import { CenteredPanel, CenteredScreen } from '../../components/centered-panel';
import { Logo } from '../../components/layout/logo';
import { showToast, showToastAfterReload } from '../../components/toast';
import { Button, FormStack, Input, Label, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { FormAlert } from '../../components/form-alert';
import { safeNextPath } from '../../components/sign-in-path';

type Action = 'login' | 'register';

const SCHEMAS = { login: loginSchema, register: registerSchema };
const FALLBACKS = { login: 'Login failed', register: 'Registration failed' };

function failureText(error: unknown, action: Action): string {
  if (isNetworkError(error)) return 'Network error. Please try again.';
  return humanMessage(error) ?? FALLBACKS[action];
}

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

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validate: (values) => validationErrors(SCHEMAS[action.current], values),
    // one message at a time, as the server gives it: checked when sent, not while typing
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ email, password }, helpers) => {
      helpers.setStatus(undefined);
      try {
        if (action.current === 'login') {
          await login.mutateAsync({ email, password });
          showToast('Login successful', undefined, 'success');
          navigate(next);
          return;
        }
        await register.mutateAsync({ email, password, displayName: displayNameFromEmail(email.trim()) });
        // the page reloads (spec), so the toast waits for the fresh page
        showToastAfterReload('Account created', 'Welcome to Nestly!', 'success');
        navigate(next);
        window.location.reload();
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
        helpers.setStatus(failureText(error, action.current));
      }
    },
  });

  const send = (next: Action) => {
    action.current = next;
    setPending(next);
  };
  const problem = Object.values(formik.errors)[0] ?? (formik.status as string | undefined);
  const busyLabel = (label: string, which: Action, busy: string) => (formik.isSubmitting && pending === which ? busy : label);

  return (
    <CenteredScreen id="main">
      <CenteredPanel $maxWidth="420px">
        <Logo />
        <div>
          <h1>Welcome to Nestly</h1>
          <Muted>Sign in to your account or create a new one</Muted>
        </div>
        <FormStack
          onSubmit={(event) => {
            send('login');
            formik.handleSubmit(event);
          }}
        >
          <div>
            <Label htmlFor="email">Email</Label>
            <Input id="email" name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} />
          </div>
          <div>
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={formik.values.password}
              onChange={formik.handleChange}
            />
          </div>
          {problem && <FormAlert role="alert">{problem}</FormAlert>}
          <Buttons>
            <Button type="submit" disabled={formik.isSubmitting}>
              {busyLabel('Sign In', 'login', 'Signing in...')}
            </Button>
            {/* not a submit button: the browser's required-field check is for signing in; registration's rules answer in words */}
            <Button
              type="button"
              $variant="secondary"
              disabled={formik.isSubmitting}
              onClick={() => {
                send('register');
                void formik.submitForm();
              }}
            >
              {busyLabel('Create Account', 'register', 'Creating account...')}
            </Button>
          </Buttons>
        </FormStack>
      </CenteredPanel>
    </CenteredScreen>
  );
}

const Buttons = styled.div`
  display: grid;
  gap: 10px;
`;
