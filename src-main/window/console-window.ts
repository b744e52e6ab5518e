import { BrowserWindow, session, shell, type Session } from 'electron';
import type { ConnectionMode } from '../../src-shared/desktop/bridge';
import { toBridgeArguments } from '../bridge-arguments';
import { withLaunchHeader } from './launch-header';
import { isInternalNavigation, isSafeExternalUrl } from './navigation-policy';
import { isPermissionGranted } from './permission-policy';
import { windowOptions } from './window-options';

/** One session for the console's pages: the launch header and permission rules apply to it and nowhere else. */
export const CONSOLE_PARTITION = 'persist:nestly-console';

export interface ConsoleWindowSpec {
  preloadPath: string;
  appVersion: string;
  mode: ConnectionMode;
  /** origins the window may show: its server's and the shell's own screens */
  trustedOrigins: readonly string[];
  /** embedded mode: the server origin and the secret every request to it carries */
  launch?: { serverOrigin: string; secret: string };
}

export function consoleSession(): Session {
  return session.fromPartition(CONSOLE_PARTITION);
}

/** Adds the launch secret to the window's requests to its embedded server, and to nothing else. */
function applyLaunchHeader(ses: Session, launch: ConsoleWindowSpec['launch']): void {
  if (!launch) {
    ses.webRequest.onBeforeSendHeaders(null);
    return;
  }
  // the filter names the host (match patterns and ports do not mix everywhere); withLaunchHeader checks the exact origin
  const { protocol, hostname } = new URL(launch.serverOrigin);
  ses.webRequest.onBeforeSendHeaders({ urls: [`${protocol}//${hostname}/*`] }, (details, callback) => {
    callback({ requestHeaders: withLaunchHeader(details.url, details.requestHeaders, launch.serverOrigin, launch.secret) });
  });
}

function applyPermissionRules(ses: Session, trustedOrigins: readonly string[]): void {
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, trustedOrigins));
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionGranted(permission, requestingOrigin, trustedOrigins));
  ses.setDevicePermissionHandler(() => false);
}

function openOutside(url: string): void {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
}

/** The sandboxed console window; the page may move within its trusted origins, and every other link opens in the system browser. */
export function createConsoleWindow(spec: ConsoleWindowSpec): BrowserWindow {
  const ses = consoleSession();
  applyLaunchHeader(ses, spec.launch);
  applyPermissionRules(ses, spec.trustedOrigins);

  const window = new BrowserWindow(
    windowOptions({
      preloadPath: spec.preloadPath,
      partition: CONSOLE_PARTITION,
      bridgeArguments: toBridgeArguments({ appVersion: spec.appVersion, mode: spec.mode }),
    }),
  );
  const contents = window.webContents;
  const guardNavigation = (event: { preventDefault: () => void }, url: string) => {
    if (isInternalNavigation(url, spec.trustedOrigins)) return;
    event.preventDefault();
    openOutside(url);
  };
  // sub-frames (embedded videos) go where the page's CSP lets them; the top frame is held to our origins
  contents.on('will-navigate', (event) => {
    if (event.isMainFrame) guardNavigation(event, event.url);
  });
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame) guardNavigation(event, event.url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isInternalNavigation(url, spec.trustedOrigins)) void contents.loadURL(url);
    else openOutside(url);
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());
  return window;
}
