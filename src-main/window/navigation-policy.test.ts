import { describe, expect, it } from 'vitest';
import { LOCAL_ORIGIN } from '../local-screens/local-origin';
import { isInternalNavigation, isOpenableExternally, isSafeExternalUrl, originOf } from './navigation-policy';

const server = 'http://127.0.0.1:43123';
const trusted = [LOCAL_ORIGIN, server];

describe('navigation policy', () => {
  it('reads origins of the app schemes, including its own custom scheme', () => {
    expect(originOf(`${server}/admin?tab=users`)).toBe(server);
    expect(originOf('nestly://console/desktop/connect')).toBe(LOCAL_ORIGIN);
    expect(originOf('HTTPS://Community.Example:443/x')).toBe('https://community.example');
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });

  it('keeps navigation within the server and the shell screens', () => {
    expect(isInternalNavigation(`${server}/admin`, trusted)).toBe(true);
    expect(isInternalNavigation('nestly://console/desktop/version-mismatch', trusted)).toBe(true);
    expect(isInternalNavigation('http://127.0.0.1:43124/admin', trusted)).toBe(false);
    expect(isInternalNavigation('http://localhost:43123/admin', trusted)).toBe(false);
    expect(isInternalNavigation('https://127.0.0.1:43123/admin', trusted)).toBe(false);
    expect(isInternalNavigation('nestly://elsewhere/', trusted)).toBe(false);
    expect(isInternalNavigation('https://evil.example/', trusted)).toBe(false);
    expect(isInternalNavigation('http://127.0.0.1:43123@evil.example/', trusted)).toBe(false);
    expect(isInternalNavigation('file:///etc/passwd', trusted)).toBe(false);
    expect(isInternalNavigation('not a url', trusted)).toBe(false);
  });

  it('opens only web and mail links externally, without credentials or odd schemes', () => {
    expect(isSafeExternalUrl('https://example.com/deal')).toBe(true);
    expect(isSafeExternalUrl('http://example.com/')).toBe(true);
    expect(isSafeExternalUrl('mailto:someone@example.com')).toBe(true);
    expect(isSafeExternalUrl('https://user:pass@example.com/')).toBe(false);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('smb://host/share')).toBe(false);
    expect(isSafeExternalUrl('ms-msdt:/id PCWDiagnostic')).toBe(false);
    expect(isSafeExternalUrl(`https://example.com/${'a'.repeat(5000)}`)).toBe(false);
    expect(isSafeExternalUrl(42)).toBe(false);
  });

  it("lets the console open a community server's site in the browser, but not the embedded server only its window can use", () => {
    expect(isOpenableExternally('https://community.example/', undefined)).toBe(true);
    expect(isOpenableExternally('mailto:someone@example.com', server)).toBe(true);
    expect(isOpenableExternally('https://community.example/blog', server)).toBe(true);
    expect(isOpenableExternally(`${server}/`, server)).toBe(false);
    expect(isOpenableExternally(`${server}/blog/post/x`, server)).toBe(false);
    expect(isOpenableExternally('http://127.0.0.1:43124/', server)).toBe(true);
    expect(isOpenableExternally('javascript:alert(1)', undefined)).toBe(false);
    expect(isOpenableExternally(undefined, undefined)).toBe(false);
  });
});
