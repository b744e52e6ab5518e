import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { originOf } from './navigation-policy';

type Headers = Record<string, string>;

/**
 * The request headers with the launch secret added, for requests to the embedded server only. The
 * webRequest filter already scopes the listener to that origin; this second check keeps the secret
 * from leaving even if a filter pattern matched more than it should.
 */
export function withLaunchHeader(url: string, headers: Headers, serverOrigin: string, secret: string): Headers {
  if (originOf(url) !== serverOrigin) return headers;
  return { ...headers, [LAUNCH_HEADER]: secret };
}
