import styled from 'styled-components';
import { DESKTOP_ROUTES } from '../../../src-shared/desktop/console-routes';
import { Button, ButtonLink, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConnectionStatus, useSetConnection } from './connection-api';
import { Actions, DesktopScreen } from './desktop-screen';
import { VersionMismatchNotice } from './version-mismatch-notice';
import { FormAlert } from '../../components/form-alert';

/** /desktop/version-mismatch: the shell refused a community server whose API version this console does not speak. */
export function VersionMismatchPage() {
  useDocumentTitle('Console and server do not match');
  const status = useConnectionStatus();
  const setConnection = useSetConnection();
  const state = status.data?.state;
  const failure = setConnection.data?.ok === false ? setConnection.data.message : setConnection.error ? 'The console could not switch.' : '';

  return (
    <DesktopScreen>
      <h1>Console and server do not match</h1>
      {status.isLoading && <Muted aria-busy="true">Checking the connection...</Muted>}
      {state?.status === 'incompatible' && (
        <Body>
          <VersionMismatchNotice state={state} />
          {failure && <FormAlert role="alert">{failure}</FormAlert>}
          <Actions>
            <Button type="button" disabled={setConnection.isPending} onClick={() => setConnection.mutate({ mode: 'remote', remoteUrl: state.serverUrl })}>
              {setConnection.isPending ? 'Checking...' : 'Try Again'}
            </Button>
            <ButtonLink href={DESKTOP_ROUTES.connect} $variant="secondary">
              Use Another Server
            </ButtonLink>
            <Button type="button" $variant="secondary" disabled={setConnection.isPending} onClick={() => setConnection.mutate({ mode: 'embedded' })}>
              Use the Embedded Database
            </Button>
          </Actions>
        </Body>
      )}
      {state && state.status !== 'incompatible' && (
        <Body>
          <p>The console and its server speak the same API version.</p>
          <Actions>
            <ButtonLink href={DESKTOP_ROUTES.connect}>Connection Settings</ButtonLink>
          </Actions>
        </Body>
      )}
    </DesktopScreen>
  );
}

const Body = styled.div`
  display: grid;
  gap: 12px;
`;
