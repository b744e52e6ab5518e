import { LOCAL_SCHEME } from '../local-screens/local-origin';

const APP_PROTOCOLS = new Set(['http:', 'https:', `${LOCAL_SCHEME}:`]);
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const MAX_EXTERNAL_URL = 4096;

/**
 * scheme://host[:port] for the app's own schemes, or null. Built by hand because Node's URL
 * reports the origin of a custom scheme as "null".
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!APP_PROTOCOLS.has(parsed.protocol) || !parsed.host) return null;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/** In-window navigation stays on the origins the console trusts (its server and its own screens). */
export function isInternalNavigation(target: string, trustedOrigins: readonly string[]): boolean {
  const origin = originOf(target);
  return origin !== null && trustedOrigins.includes(origin);
}

/** Links that leave the app open in the system browser, but only web and mail links without credentials. */
export function isSafeExternalUrl(target: unknown): target is string {
  if (typeof target !== 'string' || target.length > MAX_EXTERNAL_URL) return false;
  try {
    const url = new URL(target);
    if (!EXTERNAL_PROTOCOLS.has(url.protocol)) return false;
    return url.protocol === 'mailto:' || (url.hostname !== '' && url.username === '' && url.password === '');
  } catch {
    return false;
  }
}

/**
 * What the bridge's openExternal hands to the system browser: a safe web or mail link, but never the
 * embedded server, which answers only this window (a browser would get its 403, nothing else).
 */
export function isOpenableExternally(target: unknown, embeddedOrigin: string | undefined): target is string {
  if (!isSafeExternalUrl(target)) return false;
  return embeddedOrigin === undefined || originOf(target) !== embeddedOrigin;
}
