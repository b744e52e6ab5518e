import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../src-shared/desktop/bridge';
import { describeFailure, startUrl, trustedOriginsOf, type Connection } from './connection';

const embedded: Connection = {
  settings: { mode: 'embedded' },
  state: { status: 'connected', mode: 'embedded', serverUrl: 'http://127.0.0.1:40000', serverVersion: '0.1.0', serverApiVersion: 1 },
  serverOrigin: 'http://127.0.0.1:40000',
};
const incompatible: ConnectionState = {
  status: 'incompatible',
  mode: 'remote',
  serverUrl: 'https://community.example',
  serverVersion: '0.9.0',
  serverApiVersion: 2,
  update: 'console',
};

describe('connection', () => {
  it('opens on the console, or on first-run setup while the database has no admin', () => {
    expect(startUrl(embedded, false)).toBe('http://127.0.0.1:40000/admin');
    expect(startUrl(embedded, true)).toBe('http://127.0.0.1:40000/desktop/setup');
  });

  it("opens the shell's own screen when a community server cannot be used", () => {
    expect(startUrl({ settings: { mode: 'remote' }, state: incompatible }, false)).toBe('nestly://console/desktop/version-mismatch');
    expect(startUrl({ settings: { mode: 'remote' }, state: { status: 'not-configured', mode: 'remote' } }, false)).toBe('nestly://console/desktop/connect');
    expect(
      startUrl({ settings: { mode: 'remote' }, state: { status: 'unreachable', mode: 'remote', serverUrl: 'https://x.example', message: 'down' } }, false),
    ).toBe('nestly://console/desktop/connect');
  });

  it('trusts the server only once it answers', () => {
    expect(trustedOriginsOf(embedded)).toEqual(['nestly://console', 'http://127.0.0.1:40000']);
    expect(trustedOriginsOf({ settings: { mode: 'remote' }, state: incompatible })).toEqual(['nestly://console']);
  });

  it('says which side to update', () => {
    expect(describeFailure(incompatible)).toBe("https://community.example speaks API version 2, newer than this console's; update the Nestly Console.");
    expect(describeFailure({ ...incompatible, serverVersion: null, serverApiVersion: null, update: 'server' })).toBe(
      'https://community.example runs an older Nestly; its administrator needs to update the server.',
    );
  });
});
