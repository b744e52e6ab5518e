import type { UploadedPhoto } from '../../src-shared/types';
import { UPLOAD_URL } from '../../src-shared/upload-url';
import type { ProcessedPhoto } from './image-processing';
import type { PhotoFiles } from './photo-files';

export interface PhotoStore {
  /** the files, in a local folder or a bucket; served at /uploads/ */
  files: PhotoFiles;
  save: (photo: ProcessedPhoto) => Promise<UploadedPhoto>;
  /** an /uploads/ URL whose file exists, with its thumbnail when it has one; undefined otherwise */
  find: (url: string) => Promise<UploadedPhoto | { url: string; thumb_url: null } | undefined>;
  /** removes these photos and their thumbnails */
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

/** Checked photos named by their content hash, each with its thumbnail, served at /uploads/. */
export function createPhotoStore(files: PhotoFiles): PhotoStore {
  return {
    files,
    async save(photo) {
      const name = `${photo.hash}.${photo.extension}`;
      const thumb = thumbNameOf(name);
      // the thumbnail first: a photo that is there always has its thumbnail
      await files.write(thumb, photo.thumb);
      await files.write(name, photo.photo);
      return { url: `/uploads/${name}`, thumb_url: `/uploads/${thumb}` };
    },
    async find(url) {
      const name = fileNameOf(url);
      if (!name || !(await files.has(name))) return undefined;
      const thumb = thumbNameOf(name);
      return (await files.has(thumb)) ? { url, thumb_url: `/uploads/${thumb}` } : { url, thumb_url: null };
    },
    async remove(urls) {
      const names = urls.map(fileNameOf).filter((name): name is string => name !== undefined);
      await files.remove(names.flatMap((name) => [name, thumbNameOf(name)]));
    },
  };
}
