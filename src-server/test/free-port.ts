import { createServer } from 'node:net';

/*
 * Ports below the system's ephemeral range (32768 and up on Linux): a port the kernel handed out for
 * `listen(0)` is also what it hands to outgoing connections (a test's database clients, say), so one
 * probed free there could be taken before the server started on it listens.
 */
const LOWEST = 20_000;
const PAST_HIGHEST = 32_768;
const TRIES = 50;

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on right now, for a server the tests or the bench start. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < TRIES; tries += 1) {
    const port = LOWEST + Math.floor(Math.random() * (PAST_HIGHEST - LOWEST));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${PAST_HIGHEST} after ${TRIES} tries`);
}
