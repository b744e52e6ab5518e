import sharp from 'sharp';

/** A small JPEG that carries a GPS position and an orientation tag in its EXIF, as phone photos do. */
export function jpegWithGps(options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const { width = 64, height = 48, orientation = 1 } = options;
  return sharp({ create: { width, height, channels: 3, background: '#d08060' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Nursery Cam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 21/1', GPSLongitudeRef: 'W', GPSLongitude: '104/1 59/1 3/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE = 0x0002;

/** Reads an EXIF block (as sharp's metadata gives it) far enough to tell whether it holds a GPS latitude. */
export function hasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const tags = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gps = tags(u32(4)).find((entry) => entry.tag === GPS_IFD_POINTER);
  return gps !== undefined && tags(gps.value).some((entry) => entry.tag === GPS_LATITUDE);
}

export function pngImage(color = '#4080c0', width = 40, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
}

/** Just over 5 MB: refused by its size before anything looks at its bytes. */
export function oversizedBuffer(bytes = 5 * 1024 * 1024 + 1): Buffer {
  return Buffer.alloc(bytes, 0x61);
}
