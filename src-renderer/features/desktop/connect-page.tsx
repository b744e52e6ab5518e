import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import type { ConnectionStatus } from '../../../src-shared/desktop/bridge';
import { Button, FormStack, Input, Label, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConnectionStatus, useSetConnection } from './connection-api';
import { Actions, DesktopScreen } from './desktop-screen';
import { VersionMismatchNotice } from './version-mismatch-notice';
import { FormAlert } from '../../components/form-alert';
import { connectSchema } from '../../../src-shared/desktop/connect-schema';

function currentLine({ settings, state }: ConnectionStatus): string {
  if (state.status === 'connected')
    return state.mode === 'embedded' ? 'Now using the embedded database on this computer.' : `Now connected to ${state.serverUrl}.`;
  if (state.status === 'not-configured') return 'No community server is chosen yet.';
  if (state.status === 'unreachable') return state.message;
  return `Not connected: ${settings.remoteUrl ?? state.serverUrl} speaks another API version.`;
}

/** /desktop/connect: choose a community's Nestly server, or the embedded database. */
export function ConnectPage() {
  useDocumentTitle('Connect to a community server');
  const status = useConnectionStatus();
  const setConnection = useSetConnection();
  const formik = useFormik({
    initialValues: { remoteUrl: status.data?.settings.remoteUrl ?? '' },
    enableReinitialize: true,
    validate: (values) => validationErrors(connectSchema, values),
    // checked when sent, as the shell checks it, not while the address is being typed
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ remoteUrl }) => {
      await setConnection.mutateAsync({ mode: 'remote', remoteUrl }).catch(() => undefined);
    },
  });
  const result = setConnection.data;
  const refused = result?.ok === false ? result : undefined;
  const problem = formik.errors.remoteUrl ?? refused?.message;

  return (
    <DesktopScreen>
      <div>
        <h1>Connect to a community server</h1>
        <Muted>The console can work on a community&apos;s own Nestly server: you sign in there with your admin or moderator account.</Muted>
      </div>
      {status.data && <p>{currentLine(status.data)}</p>}
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <div>
          <Label htmlFor="remote-url">Server address</Label>
          <Input
            id="remote-url"
            name="remoteUrl"
            type="url"
            inputMode="url"
            placeholder="https://community.example"
            autoComplete="url"
            value={formik.values.remoteUrl}
            onChange={formik.handleChange}
            aria-describedby={problem ? 'connect-error' : undefined}
          />
        </div>
        {!formik.errors.remoteUrl && refused?.state?.status === 'incompatible' ? (
          <VersionMismatchNotice state={refused.state} />
        ) : (
          problem && (
            <FormAlert id="connect-error" role="alert">
              {problem}
            </FormAlert>
          )
        )}
        {setConnection.isError && <FormAlert role="alert">The console could not switch.</FormAlert>}
        <Actions>
          <Button type="submit" disabled={setConnection.isPending}>
            {setConnection.isPending ? 'Connecting...' : 'Connect'}
          </Button>
          <Button type="button" $variant="secondary" disabled={setConnection.isPending} onClick={() => setConnection.mutate({ mode: 'embedded' })}>
            Use the Embedded Database
          </Button>
        </Actions>
      </FormStack>
    </DesktopScreen>
  );
}
