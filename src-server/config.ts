import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file path, ':memory:', or a postgres:// URL */
  databaseUrl: string;
  sessionSecret: string;
  trustProxy: boolean;
  /** Built renderer folder; undefined serves only the API */
  webDir?: string;
  /** Public origin used for Origin checks and share links, e.g. https://nestly.example */
  publicOrigin?: string;
  /** Failed logins allowed per 15 minutes per client before 429 */
  loginRateLimit: number;
  logRequests: boolean;
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

/** Reads the environment once, at start, into a typed Config. Only hosts call this. */
export function configFromEnv(env: Env, cwd: string): Config {
  const dataDir = resolve(cwd, env['DATA_DIR'] || 'data');
  const databaseUrl = env['DATABASE_URL'] || resolve(dataDir, 'nestly.sqlite');
  const sessionSecret = env['SESSION_SECRET'] || '';
  return {
    port: parsePort(env['PORT'], 3000),
    host: env['HOST'] || 'localhost',
    dataDir,
    databaseUrl,
    sessionSecret,
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
    webDir: env['WEB_DIR'] ? resolve(cwd, env['WEB_DIR']) : undefined,
    publicOrigin: env['PUBLIC_ORIGIN'] || undefined,
    loginRateLimit: Number(env['LOGIN_RATE_LIMIT'] || 10),
    logRequests: env['LOG_REQUESTS'] === '1',
  };
}
