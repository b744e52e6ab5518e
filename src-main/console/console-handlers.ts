import { Notification, shell } from 'electron';
import { type BackupResult, type BridgeHandlers, type ConnectionSettings, type ConnectionState } from '../../src-shared/desktop/bridge';
import { fetchRemoteState } from '../connection/fetch-health';
import { checkRemoteUrl } from '../../src-shared/desktop/remote-url';
import { notificationPath, notificationText } from '../ipc/notification-text';
import { pendingCountArgument } from '../ipc/pending-count-argument';
import { isOpenableExternally } from '../window/navigation-policy';
import { describeFailure, statusOf, type Connection } from './connection';

export interface HandlerContext {
  dataDir: string;
  connection: () => Connection | undefined;
  backUp: () => Promise<BackupResult>;
  focus: () => void;
  /** opens a path of the current server in the console window */
  open: (path: string) => void;
  saveAndSwitch: (settings: ConnectionSettings, knownRemoteState?: ConnectionState) => Promise<void>;
  setPendingCount: (count: number) => void;
}

/** What each bridge function does in main; every argument is checked here, since anything can arrive over IPC. */
export function consoleHandlers(context: HandlerContext): BridgeHandlers {
  const current = () => {
    const connection = context.connection();
    if (!connection) throw new Error('The console is still starting');
    return connection;
  };

  return {
    openExternal: async (url) => {
      const connection = context.connection();
      if (!isOpenableExternally(url, connection?.embedded ? connection.serverOrigin : undefined)) return false;
      await shell.openExternal(url);
      return true;
    },
    notify: async (title, body, target) => {
      const text = notificationText(title, body);
      const path = notificationPath(target);
      if (!text || path === null || !Notification.isSupported()) return false;
      const notification = new Notification(text);
      notification.on('click', () => {
        context.focus();
        if (path) context.open(path);
      });
      notification.show();
      return true;
    },
    backupDatabase: () => context.backUp(),
    openDataFolder: async () => {
      if (current().settings.mode !== 'embedded') return false;
      return (await shell.openPath(context.dataDir)) === '';
    },
    getConnection: async () => statusOf(current()),
    setConnection: async (requested) => {
      const { mode, remoteUrl } = (typeof requested === 'object' && requested !== null ? requested : {}) as Record<string, unknown>;
      const settings = current().settings;
      if (mode === 'embedded') {
        await context.saveAndSwitch({ ...settings, mode: 'embedded' });
        return { ok: true };
      }
      if (mode !== 'remote') return { ok: false, message: 'Choose the embedded database or a community server' };
      const url = checkRemoteUrl(remoteUrl);
      if (!url.ok) return { ok: false, message: url.message };
      const state = await fetchRemoteState(url.origin);
      if (state.status !== 'connected') return { ok: false, message: describeFailure(state), state };
      await context.saveAndSwitch({ mode: 'remote', remoteUrl: url.origin }, state);
      return { ok: true };
    },
    setPendingCount: async (count) => {
      context.setPendingCount(pendingCountArgument(count));
    },
  };
}
