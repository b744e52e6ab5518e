import { compressAway } from '../http/compress-thread';
import { accepts } from '../http/precompressed';
import { encodedCopy, type KeptEncodings } from '../http/kept-encodings';
import { ownBytes } from '../http/own-bytes';

/** A page's HTML with its compressed copies, made as browsers take them (kept-encodings.ts), kept with the page. */
export interface EncodedPage {
  html: string;
  /** the HTML's own bytes: a page kept for many answers is turned into bytes once, not for each */
  identity?: Buffer;
  encodings?: KeptEncodings;
}

/**
 * The page in the best encoding the browser accepts (Brotli, then gzip), or as it is. A phone on a slow
 * network waits for the whole HTML before it shows the first screen, so its size is the first wait.
 * The copy is made on the compression thread (a page of 60 KB takes a quarter of a millisecond), so a
 * page made for each request (a member's, or any on PostgreSQL) holds the one JavaScript thread less.
 */
export async function encodePage(page: EncodedPage, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : undefined;
  if (encoding) {
    page.encodings ??= {};
    return { body: await encodedCopy(page.encodings, page.html, encoding, compressAway), encoding };
  }
  page.identity ??= ownBytes(page.html);
  return { body: page.identity };
}
