import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { errorBody } from './http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The Host a client must send: the address and port this connection actually reached. */
function ownHost(localAddress: string | undefined, localPort: number | undefined): string {
  const address = (localAddress ?? '').replace(/^::ffff:/, '');
  return address.includes(':') ? `[${address}]:${localPort}` : `${address}:${localPort}`;
}

/**
 * Locks an embedded server to the desktop shell that started it. The Host check stops web pages
 * that reach loopback through DNS rebinding (421); the secret, made at each launch and added by
 * the shell to every request of its window, stops every other local program and page (403).
 * Registered before everything else, so static files and the page are locked too.
 */
export function launchGuard(secret: string): RequestHandler {
  // comparing fixed-length digests keeps timingSafeEqual's equal-length rule from leaking the length
  const expected = digest(secret);
  return (req, res, next) => {
    if (req.get('host') !== ownHost(req.socket.localAddress, req.socket.localPort)) {
      res.status(421).json(errorBody('This server only answers requests addressed to itself', 'misdirected'));
      return;
    }
    const presented = req.get(LAUNCH_HEADER);
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      res.status(403).json(errorBody('This server only answers the Nestly console that started it', 'forbidden'));
      return;
    }
    next();
  };
}
