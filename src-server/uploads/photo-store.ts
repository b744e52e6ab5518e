import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedPhoto } from '../../src-shared/types';
import { UPLOAD_URL } from '../../src-shared/upload-url';
import type { ProcessedPhoto } from './image-processing';

export interface PhotoStore {
  /** the folder served at /uploads/ */
  folder: string;
  save: (photo: ProcessedPhoto) => Promise<UploadedPhoto>;
  /** an /uploads/ URL whose file exists, with its thumbnail when it has one; undefined otherwise */
  find: (url: string) => UploadedPhoto | { url: string; thumb_url: null } | undefined;
  remove: (urls: string[]) => Promise<void>;
}

export function fileNameOf(url: string): string | undefined {
  return UPLOAD_URL.exec(url)?.[1];
}

/** 'abc.webp' → 'abc-thumb.webp', the naming both uploads and the demo photos use. */
export function thumbNameOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-thumb${name.slice(dot)}` : `${name}-thumb`;
}

/** Photos on disk under <dataDir>/uploads, named by their content hash and served at /uploads/. */
export function createPhotoStore(uploadsDir: string): PhotoStore {
  // write then rename, so a reader never sees half a file
  const writeOnce = async (name: string, data: Buffer) => {
    const target = join(uploadsDir, name);
    // the same picture uploaded again: renew its time, so the unused-photo sweep counts its day afresh
    if (existsSync(target)) {
      const now = new Date();
      await utimes(target, now, now).catch(() => undefined);
      return;
    }
    const temp = join(uploadsDir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temp, data);
    await rename(temp, target);
  };

  return {
    folder: uploadsDir,
    async save(photo) {
      await mkdir(uploadsDir, { recursive: true });
      const name = `${photo.hash}.${photo.extension}`;
      const thumb = thumbNameOf(name);
      await writeOnce(thumb, photo.thumb);
      await writeOnce(name, photo.photo);
      return { url: `/uploads/${name}`, thumb_url: `/uploads/${thumb}` };
    },
    find(url) {
      const name = fileNameOf(url);
      if (!name || !existsSync(join(uploadsDir, name))) return undefined;
      const thumb = thumbNameOf(name);
      return existsSync(join(uploadsDir, thumb)) ? { url, thumb_url: `/uploads/${thumb}` } : { url, thumb_url: null };
    },
    async remove(urls) {
      for (const url of urls) {
        const name = fileNameOf(url);
        if (!name) continue;
        await rm(join(uploadsDir, name), { force: true });
        await rm(join(uploadsDir, thumbNameOf(name)), { force: true });
      }
    },
  };
}
