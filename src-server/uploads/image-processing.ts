import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../http/http-error';

/** Formats people upload from phones and cameras; anything else (SVG, PDF, text named .jpg) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** 50 megapixels: more than any phone camera, small enough that a tiny file cannot expand into gigabytes. */
const MAX_PIXELS = 50_000_000;
const MAX_EDGE = 1600;
export const THUMB_SIZE = { width: 320, height: 240 };

export const NOT_AN_IMAGE = 'Only image files are allowed (JPEG, PNG, WebP, GIF, AVIF or HEIC)';
/** For bytes that are no picture at all, or one that cannot be decoded (empty, cut off, text). */
export const UNREADABLE_PHOTO = 'The photo is empty or not an image';

/** A picture that also reads as a web page or script (a polyglot): refused even though it decodes. */
export const MARKUP_IN_PHOTO = 'The photo contains web page code; save it again as a plain picture and upload that';
/**
 * Tags a browser would run if the file were ever served as a page. Looked for in the raw bytes, where
 * chance compressed data matching one of them is vanishingly rare; photo metadata (XMP) uses none of them.
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|!doctype|\?xml-stylesheet)[\s>/]/i;

export interface ProcessedPhoto {
  /** sha256 of the encoded photo: the same picture always gets the same name */
  hash: string;
  photo: Buffer;
  thumb: Buffer;
  extension: 'webp';
}

/**
 * Checks the bytes are really a picture, then re-encodes it: turned upright by its EXIF orientation,
 * scaled to at most 1600 px, written without any metadata (so no GPS position taken at home survives),
 * plus a 320x240 thumbnail for cards.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const metadata = await readMetadata(input);
  if (!metadata?.format) throw badRequest(UNREADABLE_PHOTO);
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(NOT_AN_IMAGE);
  if (MARKUP.test(input.toString('latin1'))) throw badRequest(MARKUP_IN_PHOTO);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) throw badRequest('Photo dimensions are too large (at most 50 megapixels)');
  try {
    const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
    const photo = await upright.clone().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    const thumb = await upright
      .clone()
      .resize({ ...THUMB_SIZE, fit: 'cover' })
      .webp({ quality: 72 })
      .toBuffer();
    const hash = createHash('sha256').update(photo).digest('hex');
    return { hash, photo, thumb, extension: 'webp' };
  } catch {
    // a header that parses but pixel data that does not (truncated or corrupt file)
    throw badRequest(UNREADABLE_PHOTO);
  }
}

/** undefined when sharp cannot tell what the bytes are; it throws at once, not through the promise, for an empty buffer. */
async function readMetadata(input: Buffer): Promise<Metadata | undefined> {
  try {
    // only the header is read here; sharp's own pixel limit would refuse a decompression bomb as
    // unreadable, while the size check after this names the real reason
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}
