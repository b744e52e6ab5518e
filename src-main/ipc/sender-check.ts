import type { BridgeAction, ConnectionMode } from '../../src-shared/desktop/bridge';
import { LOCAL_ORIGIN } from '../local-screens/local-origin';
import { originOf } from '../window/navigation-policy';

/** What main knows about the frame that sent an IPC message. */
export interface IpcSender {
  webContentsId: number;
  /** undefined when the frame is already gone */
  frameUrl: string | undefined;
  isTopFrame: boolean;
}

export interface ConsoleIdentity {
  /** our window's webContents; undefined while it has none */
  webContentsId: number | undefined;
  mode: ConnectionMode;
  /** the server the window shows; undefined while only the shell's own screens show */
  serverOrigin: string | undefined;
}

/**
 * Actions that change the console or touch this computer: the shell's own screens and the embedded
 * server's pages (both shipped with this build) may ask; a remote community server's pages may not.
 */
const SHELL_ONLY: ReadonlySet<BridgeAction> = new Set<BridgeAction>(['setConnection', 'backupDatabase', 'openDataFolder']);

export function trustedOrigins(action: BridgeAction, console: Pick<ConsoleIdentity, 'mode' | 'serverOrigin'>): string[] {
  const origins = [LOCAL_ORIGIN];
  if (!console.serverOrigin) return origins;
  if (console.mode === 'embedded' || !SHELL_ONLY.has(action)) origins.push(console.serverOrigin);
  return origins;
}

/** Every IPC handler asks this first: our window, its top frame, on an origin trusted for that action. */
export function isTrustedSender(action: BridgeAction, sender: IpcSender, console: ConsoleIdentity): boolean {
  if (console.webContentsId === undefined || sender.webContentsId !== console.webContentsId) return false;
  if (!sender.isTopFrame || !sender.frameUrl) return false;
  const origin = originOf(sender.frameUrl);
  return origin !== null && trustedOrigins(action, console).includes(origin);
}
