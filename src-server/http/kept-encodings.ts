import { compressHere, type Coding } from './compress-thread';
import { ownCopy } from './own-bytes';

/*
 * Compressed copies of a body that is kept and sent many times (an answer of the answer cache, a
 * server-rendered page), made at a cost in proportion to how often the body is sent. Most bodies of a
 * busy site are sent once (a listing by a random id, a search's page 17): Brotli's thorough level
 * costs 7–18 µs a KB (0.13 ms for a 20 KB list of listings, 0.5 ms for the 27 KB list of posts, more
 * than making the list cost), its quick level 2.5–3.5 µs a KB for a copy about a third larger. A
 * body's first sends get the quick copy; once it has been sent a few times it is compressed
 * thoroughly, once, for every send after. (Zstandard's fastest level, which Chrome and Firefox take,
 * costs the same on a list of listings: less a KB, more to start.)
 */

/** Brotli and gzip levels of the quick copy and of the thorough one. */
const QUICK = { br: 1, gzip: 1 };
const THOROUGH = { br: 5, gzip: 6 };
/** sends of the quick copy before the thorough one is made */
const QUICK_SENDS = 3;

export type { Coding };

/** A body's compressed copies, kept beside it. */
export interface KeptEncodings {
  br?: Buffer;
  gzip?: Buffer;
  /** the copies are the quick ones */
  quick?: boolean;
  /** how many times a copy was sent */
  sends?: number;
  /** copies being made elsewhere (compress-thread.ts): every request for one waits for the same */
  making?: Partial<Record<Coding, Promise<Buffer>>>;
}

type Compress = (coding: Coding, body: Buffer | string, level: number) => Buffer | Promise<Buffer>;

/**
 * The body in `coding`, from the copies kept in `kept` (made, or made again thoroughly, as they are
 * sent), compressed by `compress`: here, or elsewhere with a promise of the copy (compressAway).
 */
export function encodedCopy(kept: KeptEncodings, body: Buffer | string, coding: Coding): Buffer;
export function encodedCopy(kept: KeptEncodings, body: Buffer | string, coding: Coding, compress: Compress): Buffer | Promise<Buffer>;
export function encodedCopy(kept: KeptEncodings, body: Buffer | string, coding: Coding, compress: Compress = compressHere): Buffer | Promise<Buffer> {
  const sends = (kept.sends ?? 0) + 1;
  kept.sends = sends;
  if (kept.quick && sends > QUICK_SENDS) {
    // the quick copies make way for thorough ones, each made the next time its coding is asked for
    kept.br = undefined;
    kept.gzip = undefined;
    kept.making = undefined;
    kept.quick = false;
  }
  const made = kept[coding] ?? kept.making?.[coding];
  if (made) return made;
  const thorough = sends > QUICK_SENDS;
  // a quick copy, made or still being made, makes way for a thorough one after QUICK_SENDS
  if (!thorough) kept.quick = true;
  const copy = compress(coding, body, thorough ? THOROUGH[coding] : QUICK[coding]);
  if (Buffer.isBuffer(copy)) {
    // zlib's copy of a small body is a slice of a shared block (own-bytes.ts)
    const own = ownCopy(copy);
    kept[coding] = own;
    return own;
  }
  const making = copy.then((buffer) => {
    // kept unless the quick copies made way for thorough ones meanwhile
    if (kept.making?.[coding] !== making) return buffer;
    delete kept.making[coding];
    const own = ownCopy(buffer);
    kept[coding] = own;
    return own;
  });
  kept.making = { ...kept.making, [coding]: making };
  return making;
}
