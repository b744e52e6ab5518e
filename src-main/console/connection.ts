import type { ConnectionSettings, ConnectionState, ConnectionStatus } from '../../src-shared/desktop/bridge';
import { CONSOLE_ROUTES, DESKTOP_ROUTES } from '../../src-shared/desktop/console-routes';
import { LOCAL_ORIGIN } from '../local-screens/local-origin';
import type { ServerHandle } from '../server/server-process';

/** What the console is attached to right now. */
export interface Connection {
  settings: ConnectionSettings;
  state: ConnectionState;
  /** the origin the window shows, once a server answers */
  serverOrigin?: string;
  /** embedded mode: the server process and the secret its requests carry */
  embedded?: { server: ServerHandle; launchSecret: string };
}

export function statusOf(connection: Connection): ConnectionStatus {
  return { settings: connection.settings, state: connection.state };
}

/** Origins the window may show and the bridge may answer: the shell's own screens, plus the server once it answers. */
export function trustedOriginsOf(connection: Connection): string[] {
  return connection.serverOrigin ? [LOCAL_ORIGIN, connection.serverOrigin] : [LOCAL_ORIGIN];
}

/** The first page of a connection: the console, first-run setup, or the shell's screen that says what is wrong. */
export function startUrl(connection: Connection, isSetupNeeded: boolean): string {
  const { state, serverOrigin } = connection;
  if (state.status === 'connected' && serverOrigin) return `${serverOrigin}${isSetupNeeded ? DESKTOP_ROUTES.setup : CONSOLE_ROUTES.home}`;
  if (state.status === 'incompatible') return `${LOCAL_ORIGIN}${DESKTOP_ROUTES.versionMismatch}`;
  return `${LOCAL_ORIGIN}${DESKTOP_ROUTES.connect}`;
}

/** One sentence for a connection that did not come about. */
export function describeFailure(state: ConnectionState): string {
  switch (state.status) {
    case 'connected':
      return '';
    case 'incompatible':
      return state.update === 'console'
        ? `${state.serverUrl} speaks API version ${state.serverApiVersion}, newer than this console's; update the Nestly Console.`
        : `${state.serverUrl} runs an older Nestly${state.serverVersion ? ` (${state.serverVersion})` : ''}; its administrator needs to update the server.`;
    case 'unreachable':
      return state.message;
    case 'not-configured':
      return "Enter the community server's address.";
  }
}
