import { describe, expect, it } from 'vitest';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { LOCAL_ORIGIN } from '../local-screens/local-origin';
import { withLaunchHeader } from './launch-header';
import { isPermissionGranted } from './permission-policy';

const server = 'http://127.0.0.1:43123';

describe('launch header', () => {
  it('goes on requests to the embedded server only', () => {
    const headers = { Accept: 'text/html' };
    expect(withLaunchHeader(`${server}/api/health`, headers, server, 's3cret')).toEqual({ Accept: 'text/html', [LAUNCH_HEADER]: 's3cret' });
    expect(withLaunchHeader('https://www.youtube.com/embed/x', headers, server, 's3cret')).toEqual(headers);
    expect(withLaunchHeader('http://127.0.0.1:43124/', headers, server, 's3cret')).toEqual(headers);
    expect(withLaunchHeader('http://localhost:43123/', headers, server, 's3cret')).toEqual(headers);
  });
});

describe('permission policy', () => {
  const trusted = [LOCAL_ORIGIN, server];

  it('denies every permission', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fullscreen', 'hid', 'unknown']) {
      expect(isPermissionGranted(permission, `${server}/admin`, trusted), permission).toBe(false);
    }
  });

  it('lets only our own pages write text to the clipboard', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', `${server}/deals/1`, trusted)).toBe(true);
    expect(isPermissionGranted('clipboard-sanitized-write', 'https://www.youtube.com/embed/x', trusted)).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', '', trusted)).toBe(false);
  });
});
