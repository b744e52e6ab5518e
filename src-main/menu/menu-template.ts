import type { MenuItemConstructorOptions } from 'electron';
import type { ConnectionMode } from '../../src-shared/desktop/bridge';
import { CONSOLE_ROUTES, type ConsoleRoute } from '../../src-shared/desktop/console-routes';

export interface MenuState {
  appName: string;
  mode: ConnectionMode;
  /** a server answers and the window shows it (false on the connect and version screens) */
  isConnected: boolean;
  /** the moderation queue's size once the console reports it; null until then */
  pendingCount: number | null;
  isMac: boolean;
  /** developer tools only in development builds */
  isPackaged: boolean;
}

export interface MenuActions {
  navigate: (route: ConsoleRoute) => void;
  backUpDatabase: () => void;
  openDataFolder: () => void;
  useEmbeddedDatabase: () => void;
  connectToServer: () => void;
  reload: () => void;
  showAbout: () => void;
}

export function moderationLabel(pendingCount: number | null): string {
  return pendingCount ? `Moderation Queue (${pendingCount})` : 'Moderation Queue';
}

/** The native menu, built from state alone so it can be tested and rebuilt whenever the state changes. */
export function buildMenuTemplate(state: MenuState, actions: MenuActions): MenuItemConstructorOptions[] {
  const go = (route: ConsoleRoute) => () => actions.navigate(route);
  const isEmbedded = state.mode === 'embedded';
  const about: MenuItemConstructorOptions = { label: `About ${state.appName}`, click: actions.showAbout };

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'New Blog Post', accelerator: 'CmdOrCtrl+N', enabled: state.isConnected, click: go(CONSOLE_ROUTES.newBlogPost) },
      { label: 'New Review', enabled: state.isConnected, click: go(CONSOLE_ROUTES.newReview) },
      { label: 'New Deal', enabled: state.isConnected, click: go(CONSOLE_ROUTES.newDeal) },
      { type: 'separator' },
      { label: 'Back Up Database…', enabled: isEmbedded && state.isConnected, click: actions.backUpDatabase },
      { label: 'Open Data Folder', enabled: isEmbedded, click: actions.openDataFolder },
      ...(state.isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };
  const goMenu: MenuItemConstructorOptions = {
    label: 'Go',
    submenu: [
      { label: moderationLabel(state.pendingCount), accelerator: 'CmdOrCtrl+1', enabled: state.isConnected, click: go(CONSOLE_ROUTES.moderationQueue) },
      { label: 'Users', accelerator: 'CmdOrCtrl+2', enabled: state.isConnected, click: go(CONSOLE_ROUTES.users) },
    ],
  };
  const connection: MenuItemConstructorOptions = {
    label: 'Connection',
    submenu: [
      { label: 'Embedded Database', type: 'radio', checked: isEmbedded, click: actions.useEmbeddedDatabase },
      { label: 'Community Server…', type: 'radio', checked: !isEmbedded, click: actions.connectToServer },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: actions.reload },
      ...(state.isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemConstructorOptions = { role: 'help', submenu: [about] };

  const appMenu: MenuItemConstructorOptions = {
    label: state.appName,
    submenu: [
      about,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  return state.isMac
    ? [appMenu, file, { role: 'editMenu' }, goMenu, connection, view, { role: 'windowMenu' }]
    : [file, { role: 'editMenu' }, goMenu, connection, view, help];
}
