import { describe, expect, it } from 'vitest';
import { aboutDialog, backupResultDialog, startFailureDialog, START_FAILURE_BUTTONS } from './dialogs';

describe('dialogs', () => {
  it('about names the console version, its API version and the server', () => {
    const about = aboutDialog({
      appName: 'Nestly Console',
      appVersion: '0.1.0',
      apiVersion: 1,
      status: {
        settings: { mode: 'remote', remoteUrl: 'https://community.example' },
        state: { status: 'connected', mode: 'remote', serverUrl: 'https://community.example', serverVersion: '0.2.0', serverApiVersion: 1 },
      },
    });
    expect(about.message).toBe('Nestly Console 0.1.0');
    expect(about.detail).toContain('API version 1');
    expect(about.detail).toContain('https://community.example (Nestly 0.2.0, API version 1)');
  });

  it('reports a backup, or says why there is none', () => {
    expect(backupResultDialog({ status: 'cancelled' })).toBeNull();
    expect(backupResultDialog({ status: 'saved', file: '/home/a/b.sqlite', bytes: 3_500_000 })!.detail).toBe(
      '/home/a/b.sqlite\n3.3 MB, integrity check passed.',
    );
    expect(backupResultDialog({ status: 'failed', message: 'disk full' })).toMatchObject({ type: 'error', detail: 'disk full' });
  });

  it('explains a server that would not start, with its last log lines and a way out', () => {
    const shown = startFailureDialog('The server exited with code 1 while starting', 'SqliteError: database disk image is malformed\n', false);
    expect(shown.message).toBe("The console's server could not start");
    expect(shown.detail).toContain('database disk image is malformed');
    expect(shown.buttons).toEqual([...START_FAILURE_BUTTONS]);
    expect(shown.buttons![shown.cancelId!]).toBe('Quit');
    expect(startFailureDialog('exit 1', '', true).message).toBe("The console's server stopped unexpectedly");
  });
});
