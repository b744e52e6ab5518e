/**
 * window.nestly: the only thing the desktop shell adds to the page. Declared once here; the
 * preload builds it (checked with `satisfies`) and the main process types its IPC handlers from it.
 * The web build never has it, so the renderer feature-detects it.
 */
export type ConnectionMode = 'embedded' | 'remote';

/** settings.json in the app's user-data folder */
export interface ConnectionSettings {
  mode: ConnectionMode;
  /** the community server's origin; kept while the console uses its embedded database */
  remoteUrl?: string;
}

/** What the console is talking to. */
export type ConnectionState =
  | { status: 'connected'; mode: ConnectionMode; serverUrl: string; serverVersion: string; serverApiVersion: number }
  | {
      status: 'incompatible';
      mode: 'remote';
      serverUrl: string;
      /** null when the server is older than /api/health's version fields */
      serverVersion: string | null;
      serverApiVersion: number | null;
      /** which side must move to a release that speaks the other's API version */
      update: 'console' | 'server';
    }
  | { status: 'unreachable'; mode: 'remote'; serverUrl: string; message: string }
  | { status: 'not-configured'; mode: 'remote' };

/** getConnection(): the saved choice and what came of it */
export interface ConnectionStatus {
  settings: ConnectionSettings;
  state: ConnectionState;
}

/** setConnection(): on failure nothing changes; `state` says why when the server answered */
export type ConnectResult = { ok: true } | { ok: false; message: string; state?: ConnectionState };

export type BackupResult = { status: 'saved'; file: string; bytes: number } | { status: 'cancelled' } | { status: 'failed'; message: string };

export interface NestlyBridge {
  readonly isDesktop: true;
  readonly appVersion: string;
  /** the API version this console speaks */
  readonly apiVersion: number;
  readonly mode: ConnectionMode;
  /** opens a web or mail link in the system browser; false when the URL is refused */
  openExternal(url: string): Promise<boolean>;
  /**
   * a native notification; texts longer than NOTIFICATION_LIMITS are cut. Clicking it brings the
   * console forward and, given a path on its server ('/admin?tab=moderation'), opens that screen.
   */
  notify(title: string, body: string, path?: string): Promise<boolean>;
  /** embedded mode: asks where to save, then writes a checked copy of the database */
  backupDatabase(): Promise<BackupResult>;
  openDataFolder(): Promise<boolean>;
  getConnection(): Promise<ConnectionStatus>;
  /** switches between the embedded database and a community server (the window reloads) */
  setConnection(settings: ConnectionSettings): Promise<ConnectResult>;
  /** the moderation queue's size, shown in the native menu */
  setPendingCount(count: number): Promise<void>;
}

type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];
export type BridgeAction = FunctionKeys<NestlyBridge>;

/** One kebab-case verb channel per bridge function; never a generic send. */
export const IPC_CHANNELS = {
  openExternal: 'open-external',
  notify: 'show-notification',
  backupDatabase: 'back-up-database',
  openDataFolder: 'open-data-folder',
  getConnection: 'get-connection',
  setConnection: 'set-connection',
  setPendingCount: 'set-pending-count',
} as const satisfies Record<BridgeAction, string>;

export const NOTIFICATION_LIMITS = { title: 120, body: 400 } as const;
export const PENDING_COUNT_MAX = 1_000_000;

/**
 * The main-process side of each channel: results typed from the bridge, arguments unknown
 * because anything can arrive over IPC; each handler checks its own.
 */
export type BridgeHandlers = {
  [K in BridgeAction]: (...args: unknown[]) => ReturnType<NestlyBridge[K]>;
};
