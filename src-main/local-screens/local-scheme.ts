import { protocol, type Session } from 'electron';
import { readFile } from 'node:fs/promises';
import { LOCAL_CSP, localFileFor } from './local-files';
import { LOCAL_SCHEME } from './local-origin';

/** Must run before the app is ready: a standard, secure scheme gets an origin, so the renderer's router and storage work. */
export function registerLocalScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: LOCAL_SCHEME, privileges: { standard: true, secure: true } }]);
}

/** Serves the bundled renderer on the console window's session, read-only. */
export function serveLocalScreens(session: Session, rendererDir: string): void {
  if (session.protocol.isProtocolHandled(LOCAL_SCHEME)) return;
  session.protocol.handle(LOCAL_SCHEME, async (request) => {
    const file = request.method === 'GET' ? localFileFor(rendererDir, request.url) : { status: 404 as const };
    if ('status' in file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    try {
      return new Response(await readFile(file.path), { headers: { 'Content-Type': file.type, 'Content-Security-Policy': LOCAL_CSP } });
    } catch {
      return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }
  });
}
