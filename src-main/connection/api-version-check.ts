import type { ConnectionState } from '../../src-shared/desktop/bridge';

export type HealthCheck =
  | { kind: 'compatible'; serverVersion: string; serverApiVersion: number }
  | { kind: 'incompatible'; serverVersion: string | null; serverApiVersion: number | null; update: 'console' | 'server' }
  | { kind: 'not-nestly' };

/**
 * Reads a server's GET /api/health answer against the API version this console speaks. A server
 * from before the versions were added answers { ok: true }: it is Nestly, and too old.
 */
export function checkHealth(body: unknown, consoleApiVersion: number): HealthCheck {
  if (typeof body !== 'object' || body === null) return { kind: 'not-nestly' };
  const { status, version, apiVersion, ok } = body as Record<string, unknown>;
  if (status === 'ok' && typeof version === 'string' && Number.isSafeInteger(apiVersion) && (apiVersion as number) >= 0) {
    const serverApiVersion = apiVersion as number;
    if (serverApiVersion === consoleApiVersion) return { kind: 'compatible', serverVersion: version, serverApiVersion };
    return { kind: 'incompatible', serverVersion: version, serverApiVersion, update: serverApiVersion > consoleApiVersion ? 'console' : 'server' };
  }
  if (ok === true && status === undefined) return { kind: 'incompatible', serverVersion: null, serverApiVersion: null, update: 'server' };
  return { kind: 'not-nestly' };
}

/** What a remote connection attempt comes to, as the bridge reports it. */
export function remoteState(serverUrl: string, check: HealthCheck): ConnectionState {
  switch (check.kind) {
    case 'compatible':
      return { status: 'connected', mode: 'remote', serverUrl, serverVersion: check.serverVersion, serverApiVersion: check.serverApiVersion };
    case 'incompatible':
      return {
        status: 'incompatible',
        mode: 'remote',
        serverUrl,
        serverVersion: check.serverVersion,
        serverApiVersion: check.serverApiVersion,
        update: check.update,
      };
    case 'not-nestly':
      return { status: 'unreachable', mode: 'remote', serverUrl, message: `${serverUrl} answered, but not as a Nestly server` };
  }
}
