import type { ProductImage } from '../../../src-shared/types';
import type { ListingPhotoChange } from '../../api/products';

/** A photo in a listing form: one already on the listing (url) or one chosen to upload (file). */
export interface ListingPhoto {
  key: string;
  /** what the preview shows: the thumbnail, or the chosen file's object URL */
  src: string;
  /** the file's name, or "Photo n" for one already posted */
  name: string;
  url?: string;
  file?: File;
}

export function postedPhotos(images: ProductImage[]): ListingPhoto[] {
  return images.map((image, i) => ({ key: image.url, src: image.thumb_url ?? image.url, name: `Photo ${i + 1}`, url: image.url }));
}

/** The list with the photo at `from` moved to `to`; index 0 is the cover. */
export function movePhoto<T>(photos: T[], from: number, to: number): T[] {
  if (to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The edit dialog's photos as PATCH takes them; undefined when they did not change. */
export function photoChange(before: ProductImage[], photos: ListingPhoto[]): ListingPhotoChange | undefined {
  const kept = photos.flatMap((photo) => (photo.url ? [photo.url] : []));
  const files = photos.flatMap((photo) => (photo.file ? [photo.file] : []));
  if (files.length === 0 && kept.join('\n') === before.map((image) => image.url).join('\n')) return undefined;
  let uploadIndex = 0;
  const order = photos.map((photo) => (photo.url ? { url: photo.url } : { upload: uploadIndex++ }));
  return {
    kept,
    files,
    orderAfterUpload: (uploadedUrls) => {
      const urls = order.map((item) => ('url' in item ? item.url : uploadedUrls[item.upload])).filter((url): url is string => Boolean(url));
      return urls.join('\n') === [...kept, ...uploadedUrls].join('\n') ? null : urls;
    },
  };
}
