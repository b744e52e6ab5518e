import type { Page } from '@playwright/test';
import type { ConnectionStatus, ConnectResult, NestlyBridge } from '../../src-shared/desktop/bridge';
import { API_VERSION } from '../../src-shared/api-version';

export interface StandIn {
  connection: ConnectionStatus;
  /** what setConnection answers */
  connectResult?: ConnectResult;
}

/**
 * A stand-in for the preload's window.nestly, injected before any page script runs. Calls to
 * setConnection are recorded in window.bridgeCalls so tests can see what the screen asked the shell.
 */
export async function installStandInBridge(page: Page, standIn: StandIn): Promise<void> {
  await page.addInitScript(({ connection, connectResult, apiVersion }) => {
    const calls: unknown[] = [];
    const bridge = {
      isDesktop: true,
      appVersion: '0.1.0',
      apiVersion,
      mode: connection.settings.mode,
      openExternal: async () => true,
      notify: async () => true,
      backupDatabase: async () => ({ status: 'cancelled' as const }),
      openDataFolder: async () => true,
      getConnection: async () => connection,
      setConnection: async (settings) => {
        calls.push(settings);
        return connectResult ?? { ok: true as const };
      },
      setPendingCount: async () => undefined,
    } satisfies NestlyBridge;
    Object.assign(window, { nestly: bridge, bridgeCalls: calls });
  }, { ...standIn, apiVersion: API_VERSION });
}

export function bridgeCalls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { bridgeCalls: unknown[] }).bridgeCalls);
}

export const EMBEDDED: ConnectionStatus = {
  settings: { mode: 'embedded' },
  state: { status: 'connected', mode: 'embedded', serverUrl: 'http://127.0.0.1:1', serverVersion: '0.1.0', serverApiVersion: API_VERSION },
};

/** A community server one API version ahead of this console. */
export const NEWER_SERVER: ConnectionStatus = {
  settings: { mode: 'remote', remoteUrl: 'https://community.example' },
  state: { status: 'incompatible', mode: 'remote', serverUrl: 'https://community.example', serverVersion: '9.0.0', serverApiVersion: API_VERSION + 1, update: 'console' },
};
