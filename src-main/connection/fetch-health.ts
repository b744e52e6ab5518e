import { net } from 'electron';
import type { ConnectionState } from '../../src-shared/desktop/bridge';
import { API_VERSION } from '../../src-shared/api-version';
import { checkHealth, remoteState } from './api-version-check';

const HEALTH_TIMEOUT_MS = 10_000;

/** Asks a community server for its versions (through Chromium's network stack, so system proxies apply). */
export async function fetchRemoteState(origin: string): Promise<ConnectionState> {
  try {
    const response = await net.fetch(`${origin}/api/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      headers: { Accept: 'application/json' },
      redirect: 'error',
    });
    const body: unknown = response.ok ? await response.json().catch(() => null) : null;
    return remoteState(origin, checkHealth(body, API_VERSION));
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : (error as Error).message;
    return { status: 'unreachable', mode: 'remote', serverUrl: origin, message: `Could not reach ${origin} (${reason})` };
  }
}
