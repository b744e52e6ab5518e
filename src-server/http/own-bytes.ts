/*
 * Bytes in memory of their own, for what is kept. Node makes a small Buffer (under half of
 * Buffer.poolSize, 64 KB) as a slice of a block shared with others: a kept one holds its whole block
 * while it is kept (10,000 kept answers of 1.5 KB held 328 MB, against the 15 MB the cache counted),
 * and one handed to another thread is copied with its whole block.
 */

/** The text's UTF-8 bytes in a block of their own. */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** The bytes fill the block they are in: nothing else is kept with them. */
export const ownsItsBlock = (bytes: Buffer): boolean => bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;

/** The bytes themselves when they fill their block, else a copy in a block of its own. */
export function ownCopy(bytes: Buffer): Buffer {
  if (ownsItsBlock(bytes)) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
