import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { PhotoFiles } from '../../src-server/uploads/photo-files';
import type { PhotoSpec } from './photo-art';
import { BLOG_POSTS, type BlogCategorySlug } from './demo-blogs';
import { DEALS } from './demo-deals';
import { LISTINGS, listingPhotoFiles, type CategorySlug } from './demo-marketplace';
import { REVIEWS } from './demo-reviews';

/** The committed JPEGs that make-photos.ts generates. */
export const DEFAULT_PHOTOS_DIR = fileURLToPath(new URL('./photos', import.meta.url));

const LISTING_SIZE = { width: 640, height: 480 };
const BANNER_SIZE = { width: 800, height: 450 };
const THUMB_SIZE = { width: 320, height: 240 };

const CATEGORY_BACKGROUNDS: Record<CategorySlug, string> = {
  strollers: '#dbe8f5',
  'car-seats': '#dff1e9',
  'nursery-furniture': '#fbe4d8',
  clothing: '#ece4f7',
  toys: '#fcf0cf',
  feeding: '#e6f2dc',
  'bath-and-changing': '#d8f0f0',
  books: '#f8e1e8',
};

const BLOG_BACKGROUNDS: Record<BlogCategorySlug, string> = {
  pregnancy: '#f8e1e8',
  newborn: '#dfe3f6',
  toddlers: '#fcf0cf',
  'family-life': '#e0f1ea',
};

export const blogPhotoFile = (index: number): string => `blog-${index + 1}.jpg`;
export const reviewPhotoFile = (index: number): string => `review-${index + 1}.jpg`;
export const dealPhotoFile = (index: number): string => `deal-${index + 1}.jpg`;
export const thumbFileFor = (file: string): string => file.replace(/\.jpg$/, '-thumb.jpg');

/** Every demo photo with the drawing it shows. */
export function demoPhotoSpecs(): PhotoSpec[] {
  const specs: PhotoSpec[] = [];
  for (const listing of LISTINGS) {
    listingPhotoFiles(listing).forEach((file, variant) => {
      specs.push({
        file,
        ...LISTING_SIZE,
        art: listing.art,
        accent: listing.accent,
        background: CATEGORY_BACKGROUNDS[listing.category],
        variant,
      });
    });
  }
  BLOG_POSTS.forEach((post, i) =>
    specs.push({
      file: blogPhotoFile(i),
      ...BANNER_SIZE,
      art: post.art,
      accent: post.accent,
      background: BLOG_BACKGROUNDS[post.category],
      variant: 0,
    }),
  );
  REVIEWS.forEach((review, i) =>
    specs.push({
      file: reviewPhotoFile(i),
      ...BANNER_SIZE,
      art: review.art,
      accent: review.accent,
      background: CATEGORY_BACKGROUNDS[review.category],
      variant: i % 2 === 0 ? 0 : 2,
    }),
  );
  DEALS.forEach((deal, i) =>
    specs.push({
      file: dealPhotoFile(i),
      ...BANNER_SIZE,
      art: deal.art,
      accent: deal.accent,
      background: CATEGORY_BACKGROUNDS[deal.category],
      variant: 0,
      tag: true,
    }),
  );
  return specs;
}

export const uploadUrl = (file: string): string => `/uploads/${file}`;

/**
 * Copies the photos into the photo store (the uploads folder or a bucket) and makes a small thumbnail
 * for each listing photo. Returns the thumbnail file name for every listing photo.
 */
export async function installDemoPhotos(files: PhotoFiles, photosDir = DEFAULT_PHOTOS_DIR): Promise<Map<string, string>> {
  const thumbs = new Map<string, string>();
  const listingFiles = new Set(LISTINGS.flatMap((listing) => listingPhotoFiles(listing)));
  for (const spec of demoPhotoSpecs()) {
    const source = join(photosDir, spec.file);
    await files.write(spec.file, await readFile(source));
    if (listingFiles.has(spec.file)) {
      const thumb = thumbFileFor(spec.file);
      await files.write(thumb, await sharp(source).resize(THUMB_SIZE.width, THUMB_SIZE.height, { fit: 'cover' }).jpeg({ quality: 70 }).toBuffer());
      thumbs.set(spec.file, thumb);
    }
  }
  return thumbs;
}
