import type { Page } from '@playwright/test';
import type { BridgeAction, ConnectionSettings, ConnectionStatus, ConnectResult, NestlyBridge } from '../../src-shared/desktop/bridge';
import { API_VERSION } from '../../src-shared/api-version';

export interface StandIn {
  connection: ConnectionStatus;
  /** what setConnection answers */
  connectResult?: ConnectResult;
}

/**
 * A stand-in for the preload's window.nestly, injected before any page script runs. Calls to
 * setConnection are recorded in window.bridgeCalls, and every call in window.bridgeLog, so tests
 * can see what the screen asked the shell.
 */
export async function installStandInBridge(page: Page, standIn: StandIn): Promise<void> {
  await page.addInitScript(
    ({ connection, connectResult, apiVersion }) => {
      const calls: unknown[] = [];
      const log: { action: string; args: unknown[] }[] = [];
      const logged =
        <A extends unknown[], R>(action: string, run: (...args: A) => R) =>
        (...args: A): R => {
          log.push({ action, args });
          return run(...args);
        };
      const bridge = {
        isDesktop: true,
        appVersion: '0.1.0',
        apiVersion,
        mode: connection.settings.mode,
        openExternal: logged('openExternal', async (_url: string) => true),
        notify: logged('notify', async (_title: string, _body: string, _path?: string) => true),
        backupDatabase: logged('backupDatabase', async () => ({ status: 'cancelled' as const })),
        openDataFolder: logged('openDataFolder', async () => true),
        getConnection: logged('getConnection', async () => connection),
        setConnection: logged('setConnection', async (settings: ConnectionSettings) => {
          calls.push(settings);
          return connectResult ?? { ok: true as const };
        }),
        setPendingCount: logged('setPendingCount', async (_count: number) => undefined),
      } satisfies NestlyBridge;
      Object.assign(window, { nestly: bridge, bridgeCalls: calls, bridgeLog: log });
    },
    { ...standIn, apiVersion: API_VERSION },
  );
}

export function bridgeCalls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { bridgeCalls: unknown[] }).bridgeCalls);
}

/** The arguments of every call the page made to one bridge function, oldest first. */
export function bridgeCallsTo(page: Page, action: BridgeAction): Promise<unknown[][]> {
  return page.evaluate(
    (name) =>
      (window as unknown as { bridgeLog: { action: string; args: unknown[] }[] }).bridgeLog.filter((call) => call.action === name).map((call) => call.args),
    action,
  );
}

export const EMBEDDED: ConnectionStatus = {
  settings: { mode: 'embedded' },
  state: { status: 'connected', mode: 'embedded', serverUrl: 'http://127.0.0.1:1', serverVersion: '0.1.0', serverApiVersion: API_VERSION },
};

/** A community server one API version ahead of this console. */
export const NEWER_SERVER: ConnectionStatus = {
  settings: { mode: 'remote', remoteUrl: 'https://community.example' },
  state: {
    status: 'incompatible',
    mode: 'remote',
    serverUrl: 'https://community.example',
    serverVersion: '9.0.0',
    serverApiVersion: API_VERSION + 1,
    update: 'console',
  },
};

/** Connected to a community server: its site opens in the system browser. */
export const REMOTE: ConnectionStatus = {
  settings: { mode: 'remote', remoteUrl: 'https://community.example' },
  state: { status: 'connected', mode: 'remote', serverUrl: 'https://community.example', serverVersion: '0.1.0', serverApiVersion: API_VERSION },
};
