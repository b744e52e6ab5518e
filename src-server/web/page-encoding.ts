import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { accepts } from '../http/precompressed';

/** A page's HTML with its compressed copies, each made the first time a browser takes it, then kept with the page. */
export interface EncodedPage {
  html: string;
  /** the HTML's own bytes: a page kept for many answers is turned into bytes once, not for each */
  identity?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * a fast Brotli level: a server-rendered page (30–50 KB of markup, styles and the answers it was
 * made with) shrinks to about a fifth in a millisecond or two, and is compressed once while it is kept
 */
const BROTLI_LEVEL = 5;
const GZIP_LEVEL = 6;

/**
 * The page in the best encoding the browser accepts (Brotli, then gzip), or as it is. A phone on a slow
 * network waits for the whole HTML before it shows the first screen, so its size is the first wait.
 */
export function encodePage(page: EncodedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (accepts(acceptEncoding, 'br')) {
    page.br ??= brotliCompressSync(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
    });
    return { body: page.br, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) {
    page.gzip ??= gzipSync(page.html, { level: GZIP_LEVEL });
    return { body: page.gzip, encoding: 'gzip' };
  }
  page.identity ??= Buffer.from(page.html);
  return { body: page.identity };
}
