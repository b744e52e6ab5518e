import { utilityProcess, type UtilityProcess } from 'electron';

export interface ServerHandle {
  url: string;
  child: UtilityProcess;
}

const START_TIMEOUT_MS = 20_000;

/** Forks the server as a utility process and waits for its "started" message. */
export function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerHandle> {
  const child = utilityProcess.fork(entry, [], { env: { ...process.env, ...env }, serviceName: 'nestly-server' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error('The server did not start in time')); }, START_TIMEOUT_MS);
    child.on('message', (message: { type: string; url?: string; message?: string }) => {
      clearTimeout(timer);
      if (message.type === 'started' && message.url) resolve({ url: message.url, child });
      else reject(new Error(message.message ?? 'The server failed to start'));
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`The server exited with code ${code}`)); });
  });
}
