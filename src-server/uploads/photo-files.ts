import type { RequestHandler } from 'express';

/** A stored file as a listing shows it: its name in the store, its size, and when it was last written. */
export interface StoredFile {
  name: string;
  bytes: number;
  modifiedMs: number;
}

/**
 * Where the photo files live: a folder on this machine, or an S3-compatible bucket. Names are the
 * ones this app writes (content hashes, demo photo names), one path segment each. Every operation is
 * safe to repeat and to run in several processes at once: writing a name that exists renews its time,
 * deleting a name that is gone does nothing.
 */
export interface PhotoFiles {
  /** for messages: the folder, or s3://bucket/prefix */
  location: string;
  has: (name: string) => Promise<boolean>;
  /** writes the file whole (a reader never sees half of it), or renews its time when it is already there */
  write: (name: string, data: Buffer) => Promise<void>;
  /** the file's bytes; undefined when it is not there */
  read: (name: string) => Promise<Buffer | undefined>;
  /** when the file was last written; undefined when it is not there */
  modifiedMs: (name: string) => Promise<number | undefined>;
  remove: (names: string[]) => Promise<void>;
  /** every stored file, in pages as the store gives them */
  list: () => AsyncIterable<StoredFile>;
  /** answers GET and HEAD /uploads/<name> for a name already checked; calls next() when it is not there */
  serve: RequestHandler;
}

/** How long browsers and proxies keep a photo: names change with content, so a name's bytes never do. */
export const PHOTO_MAX_AGE_SECONDS = 30 * 86_400;
export const PHOTO_CACHE_CONTROL = `public, max-age=${PHOTO_MAX_AGE_SECONDS}, immutable`;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The type a stored file is served with, by its extension (uploads are webp; demo photos jpg). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
