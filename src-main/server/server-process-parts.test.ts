import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogTail } from './log-tail';
import { serverEnvironment } from './server-environment';
import { isServerMessage, isShellMessage } from './server-messages';
import { STOP_GRACE_MS, stopWithGrace } from './stop-with-grace';

describe('stopping the server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the stop message and does not kill a server that exits', async () => {
    const kill = vi.fn();
    let exit!: () => void;
    const exited = new Promise<void>((resolve) => {
      exit = resolve;
    });
    const requestStop = vi.fn(() => exit());
    expect(await stopWithGrace({ requestStop, kill, exited })).toBe('stopped');
    expect(requestStop).toHaveBeenCalledTimes(1);
    expect(kill).not.toHaveBeenCalled();
  });

  it('kills a server that is still running after the grace period', async () => {
    vi.useFakeTimers();
    const kill = vi.fn();
    const stopping = stopWithGrace({ requestStop: vi.fn(), kill, exited: new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(STOP_GRACE_MS - 1);
    expect(kill).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await stopping).toBe('killed');
    expect(kill).toHaveBeenCalledTimes(1);
  });
});

describe('server environment', () => {
  it('passes paths and locale, sets the data folder, and leaves out settings meant for another Nestly', () => {
    const env = serverEnvironment(
      {
        PATH: '/usr/bin',
        HOME: '/home/a',
        LANG: 'en_GB.UTF-8',
        DATABASE_URL: 'postgres://x',
        PORT: '80',
        SESSION_SECRET: 'x',
        WEB_DIR: '/tmp',
        NESTLY_LAUNCH_SECRET: 'x',
      },
      '/data',
    );
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/a', LANG: 'en_GB.UTF-8', NODE_ENV: 'production', DATA_DIR: '/data' });
  });
});

describe('server messages', () => {
  it('accept only the shapes both sides send', () => {
    expect(isShellMessage({ type: 'start', launchSecret: 'x' })).toBe(true);
    expect(isShellMessage({ type: 'start', launchSecret: '' })).toBe(false);
    expect(isShellMessage({ type: 'stop' })).toBe(true);
    expect(isShellMessage({ type: 'request', id: 1, action: { name: 'back-up-database', file: '/tmp/x' } })).toBe(true);
    expect(isShellMessage({ type: 'request', id: 1, action: { name: 'drop-database' } })).toBe(false);
    expect(isShellMessage({ type: 'request', id: '1', action: { name: 'back-up-database', file: '/tmp/x' } })).toBe(false);
    expect(isShellMessage(null)).toBe(false);
    expect(isServerMessage({ type: 'started', url: 'http://127.0.0.1:1' })).toBe(true);
    expect(isServerMessage({ type: 'reply', id: 2, ok: false, message: 'x' })).toBe(true);
    expect(isServerMessage({ type: 'started' })).toBe(false);
  });
});

describe('log tail', () => {
  it('keeps the last lines across chunk boundaries', () => {
    const tail = new LogTail(3);
    tail.push('one\ntw');
    tail.push('o\nthree\n\nfour\nfi');
    expect(tail.text()).toBe('three\nfour\nfi');
  });
});
