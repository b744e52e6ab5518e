export type RemoteUrlCheck = { ok: true; origin: string } | { ok: false; message: string };

const PRIVATE_IPV4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^127\./];

/** Plain http is accepted only where nobody else is on the wire: this computer or the local network. */
function isLocalHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]' || hostname.endsWith('.local')) return true;
  return PRIVATE_IPV4.some((pattern) => pattern.test(hostname));
}

/**
 * A community server's address as typed: https is assumed when no scheme is given; only the origin
 * is kept, because a Nestly server always serves its site and /api from the root.
 */
export function checkRemoteUrl(input: unknown): RemoteUrlCheck {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, message: "Enter the community server's address" };
  const text = input.trim();
  if (text.length > 2048) return { ok: false, message: 'That address is too long' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, message: 'That is not a web address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'Use an https:// address' };
  if (!url.hostname) return { ok: false, message: 'That is not a web address' };
  if (url.username || url.password) return { ok: false, message: 'Leave the name and password out of the address; you sign in on the server' };
  if (url.pathname !== '/' || url.search || url.hash) {
    return { ok: false, message: `Nestly runs at the root of its address: use ${url.protocol}//${url.host}` };
  }
  if (url.protocol === 'http:' && !isLocalHost(url.hostname)) {
    return { ok: false, message: 'Use an https:// address (plain http only works on this computer or the local network)' };
  }
  return { ok: true, origin: url.origin };
}
