import { useFormik } from 'formik';
import { useState } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { displayNameFromEmail } from '../../../src-shared/format/names';
import { registerSchema } from '../../../src-shared/schemas/auth';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { humanMessage, isNetworkError } from '../../api/api-error';
import { useLogin, useRegister } from '../../api/auth';
import { CenteredPanel, CenteredScreen } from '../../components/centered-panel';
import { Logo } from '../../components/layout/logo';
import { showToast, showToastAfterReload } from '../../components/toast';
import { Button, Input, Label, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Buttons = styled.div`
  display: grid;
  gap: 10px;
`;

const ErrorText = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type Action = 'login' | 'register';

function failureText(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return 'Network error. Please try again.';
  return humanMessage(error) ?? fallback;
}

/** /auth/login and /auth/register: one screen to sign in or create an account. */
export function AuthPage() {
  useDocumentTitle('Sign in');
  const [, navigate] = useLocation();
  const login = useLogin();
  const register = useRegister();
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState('');
  const isSubmitting = action !== null;

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      setError('');
      setAction('login');
      try {
        await login.mutateAsync({ email: values.email, password: values.password });
        showToast('Login successful', undefined, 'success');
        navigate('/');
      } catch (loginError) {
        setError(failureText(loginError, 'Login failed'));
      } finally {
        setAction(null);
      }
    },
  });

  const handleRegister = async () => {
    const { email, password } = formik.values;
    // the server's own schema: what it would refuse is refused here, in its words, without a call
    const [problem] = Object.values(validationErrors(registerSchema, { email, password }));
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setAction('register');
    try {
      await register.mutateAsync({ email, password, displayName: displayNameFromEmail(email.trim()) });
      // the page reloads (spec), so the toast waits for the fresh page
      showToastAfterReload('Account created', 'Welcome to Nestly!', 'success');
      setError('');
      navigate('/');
      window.location.reload();
    } catch (registerError) {
      setError(failureText(registerError, 'Registration failed'));
      setAction(null);
    }
  };

  return (
    <CenteredScreen id="main">
      <CenteredPanel $maxWidth="420px">
        <Logo />
        <div>
          <h1>Welcome to Nestly</h1>
          <Muted>Sign in to your account or create a new one</Muted>
        </div>
        <Form onSubmit={formik.handleSubmit}>
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
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <Buttons>
            <Button type="submit" disabled={isSubmitting}>
              {action === 'login' ? 'Signing in...' : 'Sign In'}
            </Button>
            <Button type="button" $variant="secondary" disabled={isSubmitting} onClick={() => void handleRegister()}>
              {action === 'register' ? 'Creating account...' : 'Create Account'}
            </Button>
          </Buttons>
        </Form>
      </CenteredPanel>
    </CenteredScreen>
  );
}
