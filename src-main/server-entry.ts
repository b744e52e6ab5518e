import { configFromEnv } from '../src-server/config';
import { startServer } from '../src-server/server';

// Runs inside Electron's utilityProcess: starts the one server on loopback and reports its URL to the shell.
const parentPort = (process as unknown as { parentPort?: { postMessage: (message: unknown) => void } }).parentPort;
const config = { ...configFromEnv(process.env, process.cwd()), host: '127.0.0.1', port: 0 };
try {
  const server = await startServer(config);
  parentPort?.postMessage({ type: 'started', url: server.url });
  // run under plain Node (packaging checks), the URL goes to stdout instead
  if (!parentPort) console.log(`started ${server.url}`);
} catch (error) {
  parentPort?.postMessage({ type: 'failed', message: (error as Error).message });
  process.exit(1);
}
