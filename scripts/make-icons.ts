// `npm run build:icons`: the app icons for electron-builder, drawn from resources/icon.svg.
// Writes resources/icon.png (Linux), icon.ico (Windows) and icon.icns (macOS); the outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const resources = resolve(import.meta.dirname, '../resources');
const svg = readFileSync(join(resources, 'icon.svg'));
const VIEWBOX = 64;

/** A square PNG rendered from the SVG at the size asked for, not scaled up from a small bitmap. */
function png(size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / VIEWBOX })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** ICO with PNG entries (Windows Vista and later read them), one per size. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/** ICNS with PNG entries under their OSType codes. */
function icns(images: { type: string; data: Buffer }[]): Buffer {
  const chunks = images.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((total, chunk) => total + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

const ICNS_TYPES: [string, number][] = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

const sizes = [...new Set([...ICNS_TYPES.map(([, size]) => size), ...ICO_SIZES, 512])];
const rendered = new Map(await Promise.all(sizes.map(async (size) => [size, await png(size)] as const)));
const at = (size: number) => rendered.get(size)!;

writeFileSync(join(resources, 'icon.png'), at(512));
writeFileSync(join(resources, 'icon.ico'), ico(ICO_SIZES.map((size) => ({ size, data: at(size) }))));
writeFileSync(join(resources, 'icon.icns'), icns(ICNS_TYPES.map(([type, size]) => ({ type, data: at(size) }))));
console.log('Wrote resources/icon.png, icon.ico and icon.icns');
