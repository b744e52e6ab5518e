import { app, dialog, Menu, type BrowserWindow } from 'electron';
import { API_VERSION } from '../../src-shared/api-version';
import type { ConnectionSettings, ConnectionState } from '../../src-shared/desktop/bridge';
import { DESKTOP_ROUTES, type ConsoleRoute } from '../../src-shared/desktop/console-routes';
import { readSettings, writeSettings } from '../connection/settings-file';
import { registerBridgeHandlers } from '../ipc/bridge-handlers';
import type { ConsoleIdentity } from '../ipc/sender-check';
import { LOCAL_ORIGIN } from '../local-screens/local-origin';
import { serveLocalScreens } from '../local-screens/local-scheme';
import { aboutDialog, backupResultDialog } from '../menu/dialogs';
import { buildMenuTemplate } from '../menu/menu-template';
import { ServerStartError } from '../server/server-process';
import { consoleSession, createConsoleWindow } from '../window/console-window';
import { backUpDatabase } from './backup-flow';
import { consoleHandlers } from './console-handlers';
import { startUrl, statusOf, trustedOriginsOf, type Connection } from './connection';
import { connectEmbedded, isSetupNeeded } from './embedded-connection';
import { askAfterServerFailure } from './failure-prompt';
import { connectRemote } from './remote-connection';

export interface ConsolePaths {
  preloadPath: string;
  serverEntry: string;
  rendererDir: string;
  dataDir: string;
  settingsFile: string;
  documentsDir: string;
}

export interface ConsoleFacts {
  appName: string;
  appVersion: string;
  isPackaged: boolean;
  isMac: boolean;
}

/** The console's state (connection, window, menu) and every change to it. */
export function createConsole(paths: ConsolePaths, facts: ConsoleFacts) {
  let connection: Connection | undefined;
  let window: BrowserWindow | undefined;
  let pendingCount: number | null = null;
  let isQuitting = false;
  // one switch at a time: a second request waits for the first to finish
  let switching: Promise<void> = Promise.resolve();

  const identity = (): ConsoleIdentity => ({
    webContentsId: window && !window.isDestroyed() ? window.webContents.id : undefined,
    mode: connection?.settings.mode ?? 'embedded',
    serverOrigin: connection?.serverOrigin,
  });

  /** Embedded: start the server, asking again after a failure; null when the admin chose Quit. */
  async function attachEmbedded(settings: ConnectionSettings): Promise<Connection | null> {
    for (;;) {
      try {
        return await connectEmbedded(settings, paths, facts.appVersion);
      } catch (error) {
        const log = error instanceof ServerStartError ? error.log : '';
        if ((await askAfterServerFailure((error as Error).message, log, false, paths.dataDir)) === 'quit') return null;
      }
    }
  }

  function watchServer(current: Connection): void {
    const server = current.embedded?.server;
    void server?.exited.then(async (code) => {
      if (isQuitting || connection !== current) return;
      const choice = await askAfterServerFailure(`It exited with code ${code}.`, server.log(), true, paths.dataDir);
      if (choice === 'quit') app.quit();
      else await queueSwitch(current.settings);
    });
  }

  /** Moves the console to a connection: new window first, then the old window and server go. */
  async function switchTo(settings: ConnectionSettings, knownRemoteState?: ConnectionState): Promise<void> {
    const previous = connection;
    const next = settings.mode === 'embedded' ? await attachEmbedded(settings) : await connectRemote(settings, knownRemoteState);
    if (!next) {
      app.quit();
      return;
    }
    connection = next;
    const oldWindow = window;
    window = createConsoleWindow({
      preloadPath: paths.preloadPath,
      appVersion: facts.appVersion,
      mode: next.settings.mode,
      trustedOrigins: trustedOriginsOf(next),
      launch: next.embedded && next.serverOrigin ? { serverOrigin: next.serverOrigin, secret: next.embedded.launchSecret } : undefined,
    });
    refreshMenu();
    watchServer(next);
    // a page that fails to load shows Chromium's error page in the window; the switch itself stands
    await window.loadURL(startUrl(next, await isSetupNeeded(next))).catch((error: unknown) => console.error(error));
    if (oldWindow && !oldWindow.isDestroyed()) oldWindow.destroy();
    if (previous?.embedded && previous.embedded !== next.embedded) await previous.embedded.server.stop();
  }

  function queueSwitch(settings: ConnectionSettings, knownRemoteState?: ConnectionState): Promise<void> {
    switching = switching.catch(() => undefined).then(() => switchTo(settings, knownRemoteState));
    return switching;
  }

  async function saveAndSwitch(settings: ConnectionSettings, knownRemoteState?: ConnectionState): Promise<void> {
    await writeSettings(paths.settingsFile, settings);
    await queueSwitch(settings, knownRemoteState);
  }

  /** A console route from the menu, or a checked path of the server from a notification. */
  function navigate(path: ConsoleRoute | string): void {
    if (window && connection?.serverOrigin) void window.loadURL(`${connection.serverOrigin}${path}`);
  }

  const backUp = () => backUpDatabase({ window, server: connection?.embedded?.server, dataDir: paths.dataDir, documentsDir: paths.documentsDir });

  function refreshMenu(): void {
    const template = buildMenuTemplate(
      {
        appName: facts.appName,
        mode: connection?.settings.mode ?? 'embedded',
        isConnected: Boolean(connection?.serverOrigin),
        pendingCount,
        isMac: facts.isMac,
        isPackaged: facts.isPackaged,
      },
      {
        navigate,
        backUpDatabase: async () => {
          const shown = backupResultDialog(await backUp());
          if (shown) await dialog.showMessageBox(shown);
        },
        openDataFolder: () => void handlers.openDataFolder(),
        useEmbeddedDatabase: () => {
          if (connection?.settings.mode === 'embedded' && connection.serverOrigin) refreshMenu();
          else void saveAndSwitch({ ...connection?.settings, mode: 'embedded' });
        },
        connectToServer: () => {
          refreshMenu();
          void window?.loadURL(`${LOCAL_ORIGIN}${DESKTOP_ROUTES.connect}`);
        },
        reload: () => window?.webContents.reload(),
        showAbout: () => {
          const about = aboutDialog({ ...facts, apiVersion: API_VERSION, status: statusOf(connection!) });
          void (window ? dialog.showMessageBox(window, about) : dialog.showMessageBox(about));
        },
      },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  }

  const handlers = consoleHandlers({
    dataDir: paths.dataDir,
    connection: () => connection,
    backUp,
    focus,
    open: navigate,
    saveAndSwitch,
    setPendingCount: (count) => {
      pendingCount = count;
      refreshMenu();
    },
  });

  function focus(): void {
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  }

  return {
    async open(): Promise<void> {
      serveLocalScreens(consoleSession(), paths.rendererDir);
      registerBridgeHandlers(handlers, identity);
      await queueSwitch(await readSettings(paths.settingsFile));
    },
    focus,
    /** before quitting: a stop message to the server, then a kill after the grace period */
    async shutdown(): Promise<void> {
      isQuitting = true;
      await connection?.embedded?.server.stop();
    },
  };
}
