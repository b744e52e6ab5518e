import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAway, compressHere } from './compress-thread';

const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Walnut crib ${i}`, price: 4500 + i })));

describe('compression on its own thread', () => {
  it('hands the body over and gives back the same copy as compressing it here', async () => {
    const away = compressAway('br', Buffer.from(body), 1);
    expect(away).toBeInstanceOf(Promise);
    const copy = await away;
    expect(brotliDecompressSync(copy).toString()).toBe(body);
    expect(copy.equals(compressHere('br', body, 1))).toBe(true);
    expect(gunzipSync(await compressAway('gzip', body, 6)).toString()).toBe(body);
  });

  it('compresses here, at once, what comes while the thread is behind, and every copy is whole', async () => {
    const copies = Array.from({ length: 100 }, (_, i) => compressAway('br', `${body}${i}`, 5));
    // past the bodies the thread may hold, the rest are made here
    expect(copies.filter((copy) => Buffer.isBuffer(copy)).length).toBeGreaterThan(0);
    expect(copies.filter((copy) => copy instanceof Promise).length).toBeGreaterThan(0);
    const made = await Promise.all(copies);
    made.forEach((copy, i) => expect(brotliDecompressSync(copy).toString()).toBe(`${body}${i}`));
  });
});
