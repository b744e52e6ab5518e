import { describe, expect, it } from 'vitest';
import { ownBytes, ownCopy, ownsItsBlock } from './own-bytes';

describe('bytes kept in a block of their own', () => {
  it('are the text’s UTF-8 bytes, however small', () => {
    for (const text of ['', 'a', 'Crème brûlée highchair', 'x'.repeat(3000)]) {
      const bytes = ownBytes(text);
      expect(bytes.toString()).toBe(text);
      expect(ownsItsBlock(bytes)).toBe(true);
    }
  });

  it('copy a slice of a shared block, and leave bytes that fill their own alone', () => {
    const pooled = Buffer.from('a small answer');
    expect(ownsItsBlock(pooled)).toBe(false);
    const own = ownCopy(pooled);
    expect([ownsItsBlock(own), own.equals(pooled)]).toEqual([true, true]);
    expect(ownCopy(own)).toBe(own);
  });
});
