import { describe, expect, it } from 'vitest';
import { fromBridgeArguments, toBridgeArguments } from '../bridge-arguments';
import { windowOptions } from './window-options';

describe('window options', () => {
  const options = windowOptions({ preloadPath: '/app/preload.cjs', partition: 'persist:nestly-console', bridgeArguments: ['--nestly-mode=embedded'] });

  it('isolates the page from Node and sandboxes it', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload.cjs',
      partition: 'persist:nestly-console',
    });
  });

  it('works at phone width and waits until painted before showing', () => {
    expect(options.minWidth).toBeLessThanOrEqual(380);
    expect(options.show).toBe(false);
  });
});

describe('bridge arguments', () => {
  it('carry the fixed facts to the sandboxed preload and back', () => {
    const argv = ['/opt/Nestly Console/nestly', '--type=renderer', ...toBridgeArguments({ appVersion: '1.2.3', mode: 'remote' })];
    expect(fromBridgeArguments(argv)).toEqual({ appVersion: '1.2.3', mode: 'remote' });
  });

  it('fall back to embedded mode for anything unknown', () => {
    expect(fromBridgeArguments(['--nestly-mode=sideways'])).toEqual({ appVersion: '', mode: 'embedded' });
  });
});
