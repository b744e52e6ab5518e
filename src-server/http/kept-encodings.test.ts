import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHere } from './compress-thread';
import { encodedCopy, type KeptEncodings } from './kept-encodings';
import { ownsItsBlock } from './own-bytes';

/** A list of listings as the API answers it: the kind of body that is kept and sent again. */
const body = JSON.stringify(
  Array.from({ length: 24 }, (_, i) => ({
    id: 1000 + i,
    name: `Walnut crib ${i} with a mattress, barely used`,
    description: `Sturdy and easy to assemble; we moved house and it no longer fits. Smoke-free home, collection only (${i}).`,
    price: 4500 + i * 125,
    images: [{ id: i, url: `/uploads/listing-${i}.jpg`, thumb_url: `/uploads/listing-${i}-thumb.jpg` }],
    seller: { id: i % 7, name: `Member ${i % 7}`, displayName: `Member ${i % 7}`, avatar: null },
    category: { id: 3, name: 'Nursery Furniture', slug: 'nursery-furniture' },
    status: 'active',
  })),
);

describe('a kept body compressed as it is sent', () => {
  it('is the same bytes in every copy, Brotli and gzip alike', () => {
    const kept: KeptEncodings = {};
    for (let send = 0; send < 6; send += 1) {
      expect(brotliDecompressSync(encodedCopy(kept, body, 'br')).toString()).toBe(body);
      expect(gunzipSync(encodedCopy(kept, Buffer.from(body), 'gzip')).toString()).toBe(body);
    }
  });

  it('gets the quick copy on its first sends and the thorough one, made once, after them', () => {
    const kept: KeptEncodings = {};
    const first = encodedCopy(kept, body, 'br');
    expect(encodedCopy(kept, body, 'br')).toBe(first);
    expect(encodedCopy(kept, body, 'br')).toBe(first);
    const thorough = encodedCopy(kept, body, 'br');
    expect(thorough).not.toBe(first);
    expect(thorough.length).toBeLessThan(first.length);
    for (let send = 0; send < 5; send += 1) expect(encodedCopy(kept, body, 'br')).toBe(thorough);
  });

  it('makes the thorough copy of a coding first asked for once the quick sends are past', () => {
    const kept: KeptEncodings = {};
    const quickBrotli = encodedCopy(kept, body, 'br');
    for (let send = 0; send < 3; send += 1) encodedCopy(kept, body, 'br');
    const gzip = encodedCopy(kept, body, 'gzip');
    expect(encodedCopy({}, body, 'gzip').length).toBeGreaterThan(gzip.length);
    expect(encodedCopy(kept, body, 'br')).not.toBe(quickBrotli);
  });

  it('makes a copy elsewhere once for every send that asks meanwhile, and keeps it', async () => {
    const kept: KeptEncodings = {};
    let made = 0;
    const elsewhere = (coding: 'br' | 'gzip', text: Buffer | string, level: number) => {
      made += 1;
      return new Promise<Buffer>((resolve) => setTimeout(() => resolve(compressHere(coding, text, level)), 5));
    };
    const [first, second] = [encodedCopy(kept, body, 'br', elsewhere), encodedCopy(kept, body, 'br', elsewhere)];
    expect(first).toBe(second);
    expect(brotliDecompressSync(await first).toString()).toBe(body);
    expect(encodedCopy(kept, body, 'br', elsewhere)).toBe(await first);
    expect(made).toBe(1);
  });

  it('does not keep a quick copy that comes back after the thorough one was asked for', async () => {
    const kept: KeptEncodings = {};
    const slow = (coding: 'br' | 'gzip', text: Buffer | string, level: number) =>
      new Promise<Buffer>((resolve) => setTimeout(() => resolve(compressHere(coding, text, level)), 20));
    const quick = encodedCopy(kept, body, 'br', slow);
    for (let send = 0; send < 2; send += 1) expect(encodedCopy(kept, body, 'br', slow)).toBe(quick);
    const thorough = encodedCopy(kept, body, 'br');
    const quickCopy = await quick;
    expect(thorough.length).toBeLessThan(quickCopy.length);
    expect(encodedCopy(kept, body, 'br')).toBe(thorough);
  });

  it('keeps copies of a small body in memory of their own, made here or elsewhere', async () => {
    const small = body.slice(0, 1500);
    expect(ownsItsBlock(encodedCopy({}, small, 'br'))).toBe(true);
    expect(ownsItsBlock(encodedCopy({}, small, 'gzip'))).toBe(true);
    const elsewhere = (coding: 'br' | 'gzip', text: Buffer | string, level: number) => Promise.resolve(compressHere(coding, text, level));
    expect(ownsItsBlock(await encodedCopy({}, small, 'br', elsewhere))).toBe(true);
  });
});
