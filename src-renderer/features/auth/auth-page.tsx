import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { useRef, useState, type ChangeEvent } from 'react';
import { DISPLAY_NAME_MAX } from '../../../src-shared/schemas/display-name';
import { Link, useLocation, useSearch } from 'wouter';
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
  // registering shows the name others will see (from the email, editable) before the account is made
  const [isNaming, setIsNaming] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

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
        helpers.setStatus(failureText(error, action.current));
      }
    },
  });

  const send = (next: Action) => {
    action.current = next;
    setPending(next);
  };
  const problem = Object.values(formik.errors)[0] ?? (formik.status as string | undefined);

  const handleCreateAccount = () => {
    send('register');
    // first press: once email and password pass, show the name (the spec's default) to check or change
    if (!isNaming && Object.keys(validationErrors(registerSchema, formik.values)).length === 0) {
      setIsNaming(true);
      void formik.setFieldValue('displayName', displayNameFromEmail(formik.values.email.trim()), false);
      formik.setErrors({});
      formik.setStatus(undefined);
      requestAnimationFrame(() => nameInput.current?.focus());
      return;
    }
    void formik.submitForm();
  };

  const handleEmailChange = (event: ChangeEvent<HTMLInputElement>) => {
    // the name keeps following the email until the member types a name of their own
    if (isNaming && formik.values.displayName === displayNameFromEmail(formik.values.email.trim())) {
      void formik.setFieldValue('displayName', displayNameFromEmail(event.target.value.trim()), false);
    }
    formik.handleChange(event);
  };
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
            <Input id="email" name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={handleEmailChange} />
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
            <ForgotLink href="/auth/forgot">Forgot password?</ForgotLink>
          </div>
          {isNaming && (
            <div>
              <Label htmlFor="displayName">Name other parents see</Label>
              <Input
                ref={nameInput}
                id="displayName"
                name="displayName"
                autoComplete="nickname"
                maxLength={DISPLAY_NAME_MAX}
                aria-describedby="displayName-hint"
                value={formik.values.displayName}
                onChange={formik.handleChange}
              />
              <Muted id="displayName-hint">Shown on your listings, messages and comments. Check it, then choose Create Account again.</Muted>
            </div>
          )}
          {problem && <FormAlert role="alert">{problem}</FormAlert>}
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
      </CenteredPanel>
    </CenteredScreen>
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
