import { describe, expect, it } from 'vitest';
import { configFromEnv, parseTrustProxy } from './config';
import { chooseLogFormat } from './http/request-log';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['0', []],
    ['false', []],
    ['loopback', ['loopback']],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' loopback , 10.0.0.0/8,192.168.1.10 ', ['loopback', '10.0.0.0/8', '192.168.1.10']],
    ['uniquelocal,linklocal', ['uniquelocal', 'linklocal']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
  ])('takes %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  // a hop count believes X-Forwarded-For from any client that reaches the server directly
  it.each(['1', '2', 'true', 'loopback,1'])('refuses %j at start and says what to write', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(
      /would let any client choose its own address\. TRUST_PROXY takes the addresses or subnets of your proxies.*TRUST_PROXY=loopback/,
    );
  });

  it.each(['proxy.example', '10.0.0.0/33', '10.0.0/8', '::1/129', '10.0.0.1/8/2'])('refuses %j, which is no address or subnet', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/is not an address, a subnet or one of loopback, linklocal, uniquelocal/);
  });

  it('reaches the config, and a bad value stops the start', () => {
    expect(configFromEnv({ TRUST_PROXY: 'loopback' }, '/srv').trustProxy).toEqual(['loopback']);
    expect(() => configFromEnv({ TRUST_PROXY: '1' }, '/srv')).toThrow(/TRUST_PROXY/);
  });
});

describe('other settings', () => {
  it('reads PUBLIC_ORIGIN as an origin and refuses what is not one', () => {
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://nestly.example/' }, '/srv').publicOrigin).toBe('https://nestly.example');
    expect(configFromEnv({}, '/srv').publicOrigin).toBeUndefined();
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'nestly.example' }, '/srv')).toThrow(/PUBLIC_ORIGIN must be an origin/);
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'ftp://nestly.example' }, '/srv')).toThrow(/PUBLIC_ORIGIN must start with http/);
  });

  it('reads LOGIN_RATE_LIMIT as a count of 1 or more', () => {
    expect(configFromEnv({}, '/srv').loginRateLimit).toBe(10);
    expect(configFromEnv({ LOGIN_RATE_LIMIT: '5' }, '/srv').loginRateLimit).toBe(5);
    for (const value of ['0', 'ten', '-3', '2.5']) expect(() => configFromEnv({ LOGIN_RATE_LIMIT: value }, '/srv')).toThrow(/LOGIN_RATE_LIMIT/);
  });

  it('reads the report rule: when reports hide an item before an admin decides', () => {
    expect(configFromEnv({}, '/srv').reportRule).toEqual({ reportsToHide: 3, memberDays: 7, activeDays: 180, signupWindowHours: 24 });
    const env = { REPORTS_TO_HIDE: '5', REPORTER_MIN_DAYS: '0', REPORTER_ACTIVE_DAYS: '30', REPORTER_SIGNUP_WINDOW_HOURS: '48' };
    expect(configFromEnv(env, '/srv').reportRule).toEqual({ reportsToHide: 5, memberDays: 0, activeDays: 30, signupWindowHours: 48 });
    for (const [name, value] of [
      ['REPORTS_TO_HIDE', '0'],
      ['REPORTER_MIN_DAYS', '-1'],
      ['REPORTER_ACTIVE_DAYS', 'a year'],
      ['REPORTER_SIGNUP_WINDOW_HOURS', '1.5'],
    ] as const) {
      expect(() => configFromEnv({ [name]: value }, '/srv')).toThrow(new RegExp(name));
    }
  });

  it('reads WEB_CONCURRENCY as a count of processes, one unless set', () => {
    expect(configFromEnv({}, '/srv').webConcurrency).toBe(1);
    expect(configFromEnv({ WEB_CONCURRENCY: '4' }, '/srv').webConcurrency).toBe(4);
    for (const value of ['0', 'four', '-2', '1.5']) expect(() => configFromEnv({ WEB_CONCURRENCY: value }, '/srv')).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads LOG_LEVEL and LOG_FORMAT, and refuses a value it does not know', () => {
    expect(configFromEnv({}, '/srv')).toMatchObject({ logLevel: 'info', logFormat: 'json' });
    expect(configFromEnv({ LOG_LEVEL: 'Debug', LOG_FORMAT: 'pretty' }, '/srv')).toMatchObject({ logLevel: 'debug', logFormat: 'pretty' });
    expect(configFromEnv({ LOG_LEVEL: 'silent' }, '/srv').logLevel).toBe('silent');
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' }, '/srv')).toThrow(/LOG_LEVEL must be one of fatal, error/);
    expect(() => configFromEnv({ LOG_FORMAT: 'xml' }, '/srv')).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('logs readable lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat('', false)).toBe('json');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('Pretty', false)).toBe('pretty');
    expect(() => chooseLogFormat('xml', true)).toThrow(/LOG_FORMAT must be json or pretty, got "xml"/);
    expect(configFromEnv({}, '/srv', true).logFormat).toBe('pretty');
  });

  it('reads READ_THREADS, READ_BUDGET_MS and SQLITE_SYNCHRONOUS, and refuses values it does not know', () => {
    expect(configFromEnv({}, '/srv')).toMatchObject({ readThreads: undefined, readBudgetMs: 5000, sqliteSynchronous: 'normal' });
    expect(configFromEnv({ READ_THREADS: '0', READ_BUDGET_MS: '800', SQLITE_SYNCHRONOUS: 'full' }, '/srv')).toMatchObject({
      readThreads: 0,
      readBudgetMs: 800,
      sqliteSynchronous: 'full',
    });
    for (const value of ['-1', 'two', '99']) expect(() => configFromEnv({ READ_THREADS: value }, '/srv')).toThrow(/READ_THREADS/);
    for (const value of ['0', 'soon']) expect(() => configFromEnv({ READ_BUDGET_MS: value }, '/srv')).toThrow(/READ_BUDGET_MS/);
    expect(() => configFromEnv({ SQLITE_SYNCHRONOUS: 'off' }, '/srv')).toThrow(/SQLITE_SYNCHRONOUS must be normal or full/);
  });
});
