import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS, type BridgeAction } from '../../src-shared/desktop/bridge';
import { LOCAL_ORIGIN } from '../local-screens/local-origin';
import { isTrustedSender, type ConsoleIdentity, type IpcSender } from './sender-check';

const embedded: ConsoleIdentity = { webContentsId: 7, mode: 'embedded', serverOrigin: 'http://127.0.0.1:43123' };
const remote: ConsoleIdentity = { webContentsId: 7, mode: 'remote', serverOrigin: 'https://community.example' };
const from = (frameUrl: string | undefined, overrides: Partial<IpcSender> = {}): IpcSender => ({ webContentsId: 7, frameUrl, isTopFrame: true, ...overrides });
const ALL = Object.keys(IPC_CHANNELS) as BridgeAction[];

describe('IPC sender check', () => {
  it("accepts our window's top frame on the embedded server or the shell screens, for every action", () => {
    for (const action of ALL) {
      expect(isTrustedSender(action, from('http://127.0.0.1:43123/admin'), embedded), action).toBe(true);
      expect(isTrustedSender(action, from('nestly://console/desktop/connect'), embedded), action).toBe(true);
    }
  });

  it('refuses other windows, sub-frames, vanished frames and other origins', () => {
    for (const action of ALL) {
      expect(isTrustedSender(action, from('http://127.0.0.1:43123/admin', { webContentsId: 8 }), embedded)).toBe(false);
      expect(isTrustedSender(action, from('http://127.0.0.1:43123/admin', { isTopFrame: false }), embedded)).toBe(false);
      expect(isTrustedSender(action, from(undefined), embedded)).toBe(false);
      expect(isTrustedSender(action, from('https://www.youtube.com/embed/x'), embedded)).toBe(false);
      expect(isTrustedSender(action, from('http://127.0.0.1:43124/admin'), embedded)).toBe(false);
      expect(isTrustedSender(action, from('http://127.0.0.1:43123/admin'), { ...embedded, webContentsId: undefined })).toBe(false);
    }
  });

  it("keeps a community server's pages away from the actions that change the console or touch this computer", () => {
    const page = from('https://community.example/admin');
    expect(ALL.filter((action) => isTrustedSender(action, page, remote)).sort()).toEqual(['getConnection', 'notify', 'openExternal', 'setPendingCount']);
    expect(ALL.every((action) => isTrustedSender(action, from('nestly://console/desktop/connect'), remote))).toBe(true);
  });

  it('trusts only the shell screens while no server answers', () => {
    const offline: ConsoleIdentity = { webContentsId: 7, mode: 'remote', serverOrigin: undefined };
    expect(isTrustedSender('getConnection', from('nestly://console/desktop/version-mismatch'), offline)).toBe(true);
    expect(isTrustedSender('getConnection', from('https://community.example/'), offline)).toBe(false);
    expect(LOCAL_ORIGIN).toBe('nestly://console');
  });
});

describe('IPC channels', () => {
  it('are one distinct kebab-case verb per bridge function', () => {
    const channels = Object.values(IPC_CHANNELS);
    expect(new Set(channels).size).toBe(channels.length);
    for (const channel of channels) expect(channel).toMatch(/^(open|show|back-up|get|set)(-[a-z]+)+$/);
  });
});
