import { utilityProcess } from 'electron';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { API_VERSION } from '../../src-shared/api-version';
import type { ConnectionSettings } from '../../src-shared/desktop/bridge';
import type { SetupStatus } from '../../src-shared/desktop/setup-schema';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { startServerProcess, type ForkServer } from '../server/server-process';
import type { Connection } from './connection';

export interface EmbeddedPaths {
  serverEntry: string;
  dataDir: string;
}

const forkUtilityProcess: ForkServer = (entry, env) => utilityProcess.fork(entry, [], { env, serviceName: 'Nestly Server', stdio: 'pipe' });

/** Starts the embedded server with a fresh launch secret; throws a ServerStartError when it does not start. */
export async function connectEmbedded(settings: ConnectionSettings, paths: EmbeddedPaths, appVersion: string): Promise<Connection> {
  mkdirSync(paths.dataDir, { recursive: true });
  const launchSecret = randomBytes(32).toString('base64url');
  const server = await startServerProcess({ entry: paths.serverEntry, dataDir: paths.dataDir, launchSecret, fork: forkUtilityProcess });
  return {
    settings: { ...settings, mode: 'embedded' },
    state: { status: 'connected', mode: 'embedded', serverUrl: server.url, serverVersion: appVersion, serverApiVersion: API_VERSION },
    serverOrigin: server.url,
    embedded: { server, launchSecret },
  };
}

/** Asks the embedded server whether its database still needs an owner (first run). */
export async function isSetupNeeded(connection: Connection): Promise<boolean> {
  if (!connection.embedded || !connection.serverOrigin) return false;
  try {
    const response = await fetch(`${connection.serverOrigin}/api/setup`, { headers: { [LAUNCH_HEADER]: connection.embedded.launchSecret } });
    return response.ok && ((await response.json()) as SetupStatus).isNeeded === true;
  } catch {
    return false;
  }
}
