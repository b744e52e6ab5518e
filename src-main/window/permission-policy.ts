import { originOf } from './navigation-policy';

/**
 * Permission requests are denied. The one exception is writing text to the clipboard from the
 * console's own pages, which the Copy buttons (coupon codes, share links) need and which reads nothing.
 */
export function isPermissionGranted(permission: string, requestingUrl: string, trustedOrigins: readonly string[]): boolean {
  if (permission !== 'clipboard-sanitized-write') return false;
  const origin = originOf(requestingUrl);
  return origin !== null && trustedOrigins.includes(origin);
}
