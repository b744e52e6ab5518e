import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import type { ConnectionStatus } from '../../../src-shared/desktop/bridge';
import { SingleFieldForm } from '../../components/single-field-form';
import { Button, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConnectionStatus, useSetConnection } from './connection-api';
import { DesktopScreen } from './desktop-screen';
import { VersionMismatchNotice } from './version-mismatch-notice';
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
    onSubmit: async ({ remoteUrl }, helpers) => {
      helpers.setStatus(undefined);
      const result = await setConnection.mutateAsync({ mode: 'remote', remoteUrl }).catch(() => undefined);
      if (!result) helpers.setStatus('The console could not switch.');
      // another API version has a notice of its own; any other refusal is said in the shell's words
      else if (!result.ok && result.state?.status !== 'incompatible') helpers.setStatus(result.message);
    },
  });
  const refused = setConnection.data?.ok === false ? setConnection.data : undefined;
  const incompatible = !formik.errors.remoteUrl && refused?.state?.status === 'incompatible' ? refused.state : undefined;
  const handleEmbedded = () => {
    formik.setStatus(undefined);
    setConnection.mutateAsync({ mode: 'embedded' }).catch(() => formik.setStatus('The console could not switch.'));
  };

  return (
    <DesktopScreen>
      <div>
        <h1>Connect to a community server</h1>
        <Muted>The console can work on a community&apos;s own Nestly server: you sign in there with your admin or moderator account.</Muted>
      </div>
      {status.data && <p>{currentLine(status.data)}</p>}
      <SingleFieldForm
        formik={formik}
        field={{
          name: 'remoteUrl',
          label: 'Server address',
          id: 'remote-url',
          type: 'url',
          inputMode: 'url',
          placeholder: 'https://community.example',
          autoComplete: 'url',
        }}
        submitLabel="Connect"
        busyLabel="Connecting..."
        notice={incompatible && <VersionMismatchNotice state={incompatible} />}
      >
        <Button type="button" $variant="secondary" disabled={setConnection.isPending} onClick={handleEmbedded}>
          Use the Embedded Database
        </Button>
      </SingleFieldForm>
    </DesktopScreen>
  );
}
