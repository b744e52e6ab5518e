import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { CONSOLE_ROUTES } from '../../../src-shared/desktop/console-routes';
import { setupFormSchema } from '../../../src-shared/desktop/setup-schema';
import { humanMessage, isNetworkError } from '../../api/api-error';
import { showToast } from '../../components/toast';
import { TextField } from '../../components/form-field';
import { Button, ButtonLink, FormStack, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { Actions, DesktopScreen } from './desktop-screen';
import { useCreateOwner, useSetupStatus } from './setup-api';
import { FormAlert } from '../../components/form-alert';

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'displayName', label: 'Display name (optional)', type: 'text', autoComplete: 'nickname' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
] as const;

function SetupForm() {
  const [, navigate] = useLocation();
  const createOwner = useCreateOwner();
  const formik = useFormik({
    initialValues: { email: '', displayName: '', password: '', confirmPassword: '', loadDemoData: false },
    validate: (values) => validationErrors(setupFormSchema, values),
    onSubmit: async ({ confirmPassword: _confirm, ...input }) => {
      try {
        const { isDemoLoaded } = await createOwner.mutateAsync(input);
        showToast('Your admin account is ready', isDemoLoaded ? 'The demo data is loaded.' : undefined, 'success');
        navigate(CONSOLE_ROUTES.home);
      } catch {
        // shown below from createOwner.error
      }
    },
  });
  const failure = createOwner.error
    ? isNetworkError(createOwner.error)
      ? 'Network error. Please try again.'
      : (humanMessage(createOwner.error) ?? 'The account could not be created')
    : '';

  return (
    <FormStack onSubmit={formik.handleSubmit} noValidate>
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <TextField key={name} formik={formik} name={name} label={label} idPrefix="setup" type={type} autoComplete={autoComplete} />
      ))}
      <Check>
        <input type="checkbox" name="loadDemoData" checked={formik.values.loadDemoData} onChange={formik.handleChange} />
        <span>
          Load the demo data: sample members, listings, articles, reviews and deals, to try the console out. Its demo accounts use the published demo passwords.
        </span>
      </Check>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Creating...' : 'Create Admin Account'}
      </Button>
    </FormStack>
  );
}

/** /desktop/setup: the console's first run, while its embedded database has no admin. */
export function SetupPage() {
  useDocumentTitle('Set up the console');
  const status = useSetupStatus();
  return (
    <DesktopScreen>
      <div>
        <h1>Set up your console</h1>
        <Muted>Create the owner&apos;s admin account for this computer&apos;s Nestly database.</Muted>
      </div>
      {status.isLoading && <Muted aria-busy="true">Checking the database...</Muted>}
      {status.isError && <FormAlert role="alert">{humanMessage(status.error) ?? 'The console could not reach its server.'}</FormAlert>}
      {status.data?.isNeeded === true && <SetupForm />}
      {status.data?.isNeeded === false && (
        <>
          <p>This console already has an admin account.</p>
          <Actions>
            <ButtonLink href="/auth/login">Sign In</ButtonLink>
            <ButtonLink href={CONSOLE_ROUTES.home} $variant="secondary">
              Open the Console
            </ButtonLink>
          </Actions>
        </>
      )}
    </DesktopScreen>
  );
}

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
  }
`;
