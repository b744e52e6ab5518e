import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedCopy, type KeptEncodings } from './kept-encodings';

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
});
