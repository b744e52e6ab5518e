import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_READ_BUDGET_MS } from './db/sqlite-client';
import { chooseLogFormat, LOG_LEVELS, type LogFormat, type LogLevel } from './http/request-log';
import { parsePhotoStore, type PhotoStoreConfig } from './uploads';
import type { ReportRule } from './moderation';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file path, ':memory:', or a postgres:// URL */
  databaseUrl: string;
  sessionSecret: string;
  /** The proxies whose X-Forwarded-For is believed (Express trust-proxy values); empty: none */
  trustProxy: string[];
  /** Built renderer folder; undefined serves only the API */
  webDir?: string;
  /** Public origin used for Origin checks and share links, e.g. https://nestly.example */
  publicOrigin?: string;
  /** Failed sign-ins allowed per account per 15 minutes before 429 (an address gets ten times as many) */
  loginRateLimit: number;
  /** when members' reports hide an item before an admin decides (REPORTS_TO_HIDE, REPORTER_MIN_DAYS, ...) */
  reportRule: ReportRule;
  /** server processes to run (WEB_CONCURRENCY); more than one needs PostgreSQL */
  webConcurrency: number;
  /** SQLite: threads that run reads beside the main thread (READ_THREADS; 0 runs them on it) */
  readThreads?: number;
  /** how long a read may run before it is stopped and answered 503 (READ_BUDGET_MS) */
  readBudgetMs?: number;
  /** SQLite: 'full' makes every commit wait for the disk (SQLITE_SYNCHRONOUS; default normal) */
  sqliteSynchronous?: 'normal' | 'full';
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** where photos are kept: DATA_DIR/uploads, or an S3-compatible bucket (PHOTO_STORE_URL) */
  photoStore: PhotoStoreConfig;
  /** smtp:// or smtps:// server that sends the site's e-mail; unset: .eml files in DATA_DIR/outbox */
  smtpUrl?: string;
  /** the From of every e-mail, e.g. "Nestly <hello@nestly.example>" */
  mailFrom?: string;
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseWhole(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!/^\d{1,9}$/.test(value) || count > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  return count;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!/^\d{1,9}$/.test(value) || count < 1) throw new Error(`${name} must be a whole number of 1 or more, got "${value}"`);
  return count;
}

function parseDays(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,5}$/.test(value)) throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`);
  return Number(value);
}

function parseReportRule(env: Env): ReportRule {
  return {
    reportsToHide: parseCount('REPORTS_TO_HIDE', env['REPORTS_TO_HIDE'], 3),
    memberDays: parseDays('REPORTER_MIN_DAYS', env['REPORTER_MIN_DAYS'], 7),
    activeDays: parseCount('REPORTER_ACTIVE_DAYS', env['REPORTER_ACTIVE_DAYS'], 180),
    signupWindowHours: parseDays('REPORTER_SIGNUP_WINDOW_HOURS', env['REPORTER_SIGNUP_WINDOW_HOURS'], 24),
  };
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP =
  'TRUST_PROXY takes the addresses or subnets of your proxies, comma-separated, ' +
  'e.g. TRUST_PROXY=loopback (a proxy on this machine) or TRUST_PROXY=10.0.0.0/8,192.168.1.10';

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

/**
 * TRUST_PROXY in Express's trust-proxy words: loopback, linklocal, uniquelocal, addresses and
 * subnets. A hop count (1) or true would believe X-Forwarded-For from any client that talks to the
 * server directly, so each could name its own address and escape every rate limit: refused.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (/^\d+$/.test(entry) || entry === 'true') {
      throw new Error(`TRUST_PROXY="${text}" would let any client choose its own address. ${TRUST_PROXY_HELP}.`);
    }
    if (!TRUST_PROXY_NAMES.has(entry) && !isAddressOrSubnet(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a subnet or one of loopback, linklocal, uniquelocal. ${TRUST_PROXY_HELP}.`);
    }
  }
  return entries;
}

function parseOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://nestly.example, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`PUBLIC_ORIGIN must start with http:// or https://, got "${value}"`);
  return url.origin;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((name) => name === value.trim().toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

function parseSynchronous(value: string | undefined): 'normal' | 'full' {
  if (value === undefined || value === '' || value === 'normal') return 'normal';
  if (value === 'full') return 'full';
  throw new Error(`SQLITE_SYNCHRONOUS must be normal or full, got "${value}"`);
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return text;
}

/** Reads the environment once, at start, into a typed Config. Only hosts call this. */
/** `isTerminal`: whether the log goes to a person's terminal, which makes readable lines the default. */
export function configFromEnv(env: Env, cwd: string, isTerminal = false): Config {
  const dataDir = resolve(cwd, env['DATA_DIR'] || 'data');
  const databaseUrl = env['DATABASE_URL'] || resolve(dataDir, 'nestly.sqlite');
  const sessionSecret = env['SESSION_SECRET'] || '';
  return {
    port: parsePort(env['PORT'], 3000),
    host: env['HOST'] || 'localhost',
    dataDir,
    databaseUrl,
    sessionSecret,
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    webDir: env['WEB_DIR'] ? resolve(cwd, env['WEB_DIR']) : undefined,
    publicOrigin: parseOrigin(env['PUBLIC_ORIGIN']),
    loginRateLimit: parseCount('LOGIN_RATE_LIMIT', env['LOGIN_RATE_LIMIT'], 10),
    reportRule: parseReportRule(env),
    webConcurrency: parseCount('WEB_CONCURRENCY', env['WEB_CONCURRENCY'], 1),
    readThreads: parseWhole('READ_THREADS', env['READ_THREADS'], 16),
    readBudgetMs: parseCount('READ_BUDGET_MS', env['READ_BUDGET_MS'], DEFAULT_READ_BUDGET_MS),
    sqliteSynchronous: parseSynchronous(env['SQLITE_SYNCHRONOUS']),
    logLevel: parseLogLevel(env['LOG_LEVEL']),
    logFormat: chooseLogFormat(env['LOG_FORMAT'], isTerminal),
    photoStore: parsePhotoStore(env),
    smtpUrl: parseSmtpUrl(env['SMTP_URL']),
    mailFrom: env['MAIL_FROM']?.trim() || undefined,
  };
}
