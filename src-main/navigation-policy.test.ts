import { describe, expect, it } from 'vitest';
import { isInternalNavigation, isSafeExternalUrl } from './navigation-policy';
import { windowOptions } from './window-options';

describe('navigation policy', () => {
  const origin = 'http://127.0.0.1:43123';

  it('keeps navigation within the server origin', () => {
    expect(isInternalNavigation(`${origin}/admin`, origin)).toBe(true);
    expect(isInternalNavigation('http://127.0.0.1:43124/admin', origin)).toBe(false);
    expect(isInternalNavigation('https://evil.example/', origin)).toBe(false);
    expect(isInternalNavigation('file:///etc/passwd', origin)).toBe(false);
    expect(isInternalNavigation('not a url', origin)).toBe(false);
  });

  it('opens only web and mail links externally', () => {
    expect(isSafeExternalUrl('https://example.com/deal')).toBe(true);
    expect(isSafeExternalUrl('mailto:someone@example.com')).toBe(true);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('smb://host/share')).toBe(false);
  });
});

describe('window options', () => {
  it('isolates the page from Node', () => {
    const { webPreferences } = windowOptions('/app/preload.cjs');
    expect(webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: '/app/preload.cjs' });
  });
});
