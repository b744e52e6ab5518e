import type { ConnectionSettings, ConnectionState } from '../../src-shared/desktop/bridge';
import { fetchRemoteState } from '../connection/fetch-health';
import type { Connection } from './connection';

/** A community server is used only when it answers and speaks this console's API version. */
export async function connectRemote(settings: ConnectionSettings, known?: ConnectionState): Promise<Connection> {
  const remote = { ...settings, mode: 'remote' as const };
  if (!remote.remoteUrl) return { settings: remote, state: { status: 'not-configured', mode: 'remote' } };
  const state = known ?? (await fetchRemoteState(remote.remoteUrl));
  return { settings: remote, state, serverOrigin: state.status === 'connected' ? remote.remoteUrl : undefined };
}
