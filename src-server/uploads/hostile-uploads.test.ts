import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCategory } from '../marketplace/test/factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPhotoStore } from './photo-store';
import { MARKUP_IN_PHOTO, NOT_AN_IMAGE, UNREADABLE_PHOTO } from './image-processing';
import { createTestPhotoFiles, PHOTO_STORE_KINDS, type TestPhotoFiles } from './test/photo-stores';
import { decompressionBombPng, gifWithScriptComment, pdfClaimingJpeg, pngHtmlPolyglot, svgWithScript, truncatedPng } from './test/hostile-files';

interface Hostile {
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  filename: string;
  contentType: string;
  message: string;
}

const HOSTILE: Hostile[] = [
  { name: 'an SVG with a script', bytes: svgWithScript, filename: 'drawing.svg', contentType: 'image/svg+xml', message: NOT_AN_IMAGE },
  { name: 'an SVG with a script claiming to be a PNG', bytes: svgWithScript, filename: 'photo.png', contentType: 'image/png', message: NOT_AN_IMAGE },
  { name: 'a PNG that is also an HTML page', bytes: pngHtmlPolyglot, filename: 'photo.png', contentType: 'image/png', message: MARKUP_IN_PHOTO },
  { name: 'a GIF with a script in its comment', bytes: gifWithScriptComment, filename: 'photo.gif', contentType: 'image/gif', message: MARKUP_IN_PHOTO },
  {
    name: 'a decompression bomb',
    bytes: () => decompressionBombPng(),
    filename: 'photo.png',
    contentType: 'image/png',
    message: 'Photo dimensions are too large (at most 50 megapixels)',
  },
  { name: 'a PDF claiming to be a JPEG', bytes: pdfClaimingJpeg, filename: 'photo.jpg', contentType: 'image/jpeg', message: UNREADABLE_PHOTO },
  { name: 'a truncated PNG', bytes: truncatedPng, filename: 'photo.png', contentType: 'image/png', message: UNREADABLE_PHOTO },
  { name: 'an empty file', bytes: () => Buffer.alloc(0), filename: 'photo.jpg', contentType: 'image/jpeg', message: UNREADABLE_PHOTO },
];

describe.each(PHOTO_STORE_KINDS)('hostile uploads on the %s photo store', (kind) => {
  let t: TestApp;
  let store: TestPhotoFiles;
  let categoryId: number;
  beforeEach(async () => {
    store = await createTestPhotoFiles(kind);
    t = await createTestApp({ photos: createPhotoStore(store.files) });
    categoryId = (await buildCategory(t.db)).id;
  });
  afterEach(async () => {
    await t.close();
    await store.close();
  });

  it('the decompression bomb is small on the wire and claims ten gigapixels', () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(5_000);
    expect(bomb.readUInt32BE(16) * bomb.readUInt32BE(20)).toBe(10_000_000_000);
  });

  it.each(HOSTILE)('refuses $name with 400 and a clear message on /api/upload and a new listing, storing nothing', async (file) => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const bytes = await file.bytes();
    const attachment = { filename: file.filename, contentType: file.contentType };
    const upload = await agent.post('/api/upload').attach('image', bytes, attachment);
    const listing = await agent
      .post('/api/products')
      .field('name', 'Wooden crib')
      .field('description', 'Solid beech.')
      .field('price', '16000')
      .field('category_id', String(categoryId))
      .field('condition', 'good')
      .field('location', 'Denver, CO')
      .attach('images', bytes, attachment);
    expect([upload.status, upload.body]).toEqual([400, { code: 'invalid', message: file.message }]);
    expect([listing.status, listing.body]).toEqual([400, { code: 'invalid', message: file.message }]);
    expect(await t.db('products').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await store.names()).toEqual([]);
  });
});
