import { describe, expect, it } from 'vitest';
import { checkHealth, remoteState } from './api-version-check';
import { checkRemoteUrl } from '../../src-shared/desktop/remote-url';
import { DEFAULT_SETTINGS, parseSettings, parseSettingsFile, serializeSettings } from './settings';

describe('API version check', () => {
  it('accepts a server that speaks the same API version', () => {
    expect(checkHealth({ status: 'ok', version: '0.3.1', apiVersion: 2 }, 2)).toEqual({ kind: 'compatible', serverVersion: '0.3.1', serverApiVersion: 2 });
  });

  it('says which side to update when the versions differ', () => {
    expect(checkHealth({ status: 'ok', version: '0.9.0', apiVersion: 3 }, 2)).toMatchObject({ kind: 'incompatible', serverApiVersion: 3, update: 'console' });
    expect(checkHealth({ status: 'ok', version: '0.1.0', apiVersion: 1 }, 2)).toMatchObject({ kind: 'incompatible', serverApiVersion: 1, update: 'server' });
  });

  it('treats a server from before versioned health answers as too old', () => {
    expect(checkHealth({ ok: true }, 1)).toEqual({ kind: 'incompatible', serverVersion: null, serverApiVersion: null, update: 'server' });
  });

  it('does not take anything else for a Nestly server', () => {
    for (const body of [
      null,
      'ok',
      [],
      {},
      { status: 'ok' },
      { status: 'ok', version: 1, apiVersion: 1 },
      { status: 'ok', version: '1', apiVersion: 1.5 },
      { status: 'ok', version: '1', apiVersion: '1' },
      { status: 'ok', version: '1', apiVersion: -1 },
    ]) {
      expect(checkHealth(body, 1), JSON.stringify(body)).toEqual({ kind: 'not-nestly' });
    }
  });

  it('turns the check into the state the bridge reports', () => {
    const url = 'https://community.example';
    expect(remoteState(url, { kind: 'compatible', serverVersion: '1.0.0', serverApiVersion: 1 })).toEqual({
      status: 'connected',
      mode: 'remote',
      serverUrl: url,
      serverVersion: '1.0.0',
      serverApiVersion: 1,
    });
    expect(remoteState(url, { kind: 'not-nestly' })).toMatchObject({ status: 'unreachable', message: `${url} answered, but not as a Nestly server` });
  });
});

describe('community server address', () => {
  it('keeps the origin and assumes https', () => {
    expect(checkRemoteUrl('community.example')).toEqual({ ok: true, origin: 'https://community.example' });
    expect(checkRemoteUrl(' https://Community.Example:8443/ ')).toEqual({ ok: true, origin: 'https://community.example:8443' });
    expect(checkRemoteUrl('http://192.168.1.20:3000')).toEqual({ ok: true, origin: 'http://192.168.1.20:3000' });
    expect(checkRemoteUrl('http://localhost:3000')).toEqual({ ok: true, origin: 'http://localhost:3000' });
    expect(checkRemoteUrl('http://nestly.local')).toEqual({ ok: true, origin: 'http://nestly.local' });
  });

  it('refuses plain http on the internet, credentials, paths, other schemes and junk', () => {
    const refusals: [unknown, string][] = [
      ['http://community.example', 'Use an https:// address (plain http only works on this computer or the local network)'],
      ['https://admin:pw@community.example', 'Leave the name and password out of the address; you sign in on the server'],
      ['https://community.example/forum', 'Nestly runs at the root of its address: use https://community.example'],
      ['https://community.example/?x=1', 'Nestly runs at the root of its address: use https://community.example'],
      ['ftp://community.example', 'Use an https:// address'],
      ['file:///etc/passwd', 'Use an https:// address'],
      ['', "Enter the community server's address"],
      [42, "Enter the community server's address"],
      ['https://', 'That is not a web address'],
      [`https://${'a'.repeat(3000)}.example`, 'That address is too long'],
    ];
    for (const [input, message] of refusals) expect(checkRemoteUrl(input), String(input)).toEqual({ ok: false, message });
  });
});

describe('settings', () => {
  it('reads the saved choice', () => {
    expect(parseSettingsFile('{"mode":"remote","remoteUrl":"https://community.example"}')).toEqual({ mode: 'remote', remoteUrl: 'https://community.example' });
    expect(parseSettingsFile('{"mode":"embedded","remoteUrl":"https://community.example/"}')).toEqual({
      mode: 'embedded',
      remoteUrl: 'https://community.example',
    });
  });

  it('falls back to the embedded database for a missing, broken or odd file', () => {
    for (const text of [undefined, '', '{', 'null', '[]', '"remote"', '{"mode":"cloud"}', '{"__proto__":{"mode":"remote"}}']) {
      expect(parseSettingsFile(text), String(text)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('drops a remote URL that would not be accepted, keeping the mode', () => {
    expect(parseSettings({ mode: 'remote', remoteUrl: 'http://community.example' })).toEqual({ mode: 'remote' });
    expect(parseSettings({ mode: 'remote', remoteUrl: 12 })).toEqual({ mode: 'remote' });
  });

  it('writes what it reads', () => {
    const settings = { mode: 'remote' as const, remoteUrl: 'https://community.example' };
    expect(parseSettingsFile(serializeSettings(settings))).toEqual(settings);
  });
});
