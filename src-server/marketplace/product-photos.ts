import type { Knex } from 'knex';
import { MAX_PHOTOS } from '../../src-shared/schemas/product';
import type { ProductImage } from '../../src-shared/types';
import { badRequest } from '../http/http-error';
import { processPhoto, type PhotoStore } from '../uploads';

export interface PhotoRef {
  url: string;
  thumb_url: string | null;
}

export const TOO_MANY_PHOTOS = `A listing can have at most ${MAX_PHOTOS} photos`;
const NOT_UPLOADED = 'Photos must be uploaded images';

export function checkPhotoCount(count: number): void {
  if (count > MAX_PHOTOS) throw badRequest(TOO_MANY_PHOTOS, { images: TOO_MANY_PHOTOS });
}

/** The cover (`image`) first, then the other `images`, each once. */
export function coverFirst(image: string | null | undefined, images: string[] | undefined): string[] {
  return [...new Set([...(image ? [image] : []), ...(images ?? [])])];
}

/** Photo URLs sent in a JSON body: each must be a photo already stored (or already on the listing). */
export async function resolvePhotoUrls(store: PhotoStore, urls: string[], current: PhotoRef[] = []): Promise<PhotoRef[]> {
  const resolved: PhotoRef[] = [];
  for (const url of urls) {
    const found = current.find((photo) => photo.url === url) ?? (await store.find(url));
    if (!found) throw badRequest(NOT_UPLOADED, { images: NOT_UPLOADED });
    resolved.push(found);
  }
  return resolved;
}

/** Checks and re-encodes every uploaded file first, so one bad file means nothing at all is stored. */
export async function storeUploadedPhotos(store: PhotoStore, buffers: Buffer[]): Promise<PhotoRef[]> {
  const processed = [];
  for (const buffer of buffers) processed.push(await processPhoto(buffer));
  const saved: PhotoRef[] = [];
  for (const photo of processed) saved.push(await store.save(photo));
  return saved;
}

export function uniquePhotos(photos: PhotoRef[]): PhotoRef[] {
  const seen = new Set<string>();
  return photos.filter((photo) => {
    if (seen.has(photo.url)) return false;
    seen.add(photo.url);
    return true;
  });
}

/** Replaces a listing's photos; products.image keeps the cover so other tables can show it without a join. */
export async function writePhotos(trx: Knex.Transaction, productId: number, photos: PhotoRef[]): Promise<void> {
  await trx('product_images').where({ product_id: productId }).delete();
  if (photos.length > 0) {
    await trx('product_images').insert(
      photos.map((photo, position) => ({
        product_id: productId,
        url: photo.url,
        thumb_url: photo.thumb_url,
        position,
      })),
    );
  }
  await trx('products')
    .where({ id: productId })
    .update({ image: photos[0]?.url ?? null });
}

export function toPhotoRefs(images: ProductImage[]): PhotoRef[] {
  return images.map((image) => ({ url: image.url, thumb_url: image.thumb_url }));
}
