import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFileFor } from './local-files';

const dir = '/opt/nestly/out/renderer';

describe('local screens', () => {
  it('serve bundled files by path and index.html for client routes', () => {
    expect(localFileFor(dir, 'nestly://console/assets/index-abc.js')).toEqual({
      path: join(dir, 'assets/index-abc.js'),
      type: 'text/javascript; charset=utf-8',
    });
    expect(localFileFor(dir, 'nestly://console/desktop/version-mismatch')).toEqual({ path: join(dir, 'index.html'), type: 'text/html; charset=utf-8' });
    expect(localFileFor(dir, 'nestly://console/')).toMatchObject({ path: join(dir, 'index.html') });
  });

  it('never leave the folder, and answer 404 for the API, other hosts and unknown types', () => {
    for (const url of [
      'nestly://console/../../etc/passwd.txt',
      'nestly://console/assets/..%2f..%2f..%2fsecret.js',
      'nestly://console/assets/%00.js',
      'nestly://console/%E0%A4%A.js',
      'nestly://console/api/health',
      'nestly://console/main.exe',
      'nestly://other/index.html',
      'http://127.0.0.1/index.html',
      'not a url',
    ]) {
      expect(localFileFor(dir, url), url).toEqual({ status: 404 });
    }
    // dot segments, even encoded, are resolved by the URL parser before the path is read: they end inside the folder
    expect(localFileFor(dir, 'nestly://console/%2e%2e/%2e%2e/etc/hosts.css')).toMatchObject({ path: join(dir, 'etc/hosts.css') });
  });
});
