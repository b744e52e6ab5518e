import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCategory } from '../marketplace/test/factories';
import { pngImage } from '../marketplace/test/photos';
import { buildBlog } from '../test/content-factories';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPhotoStore } from './photo-store';
import { sweepUnusedPhotos, UNUSED_PHOTO_AGE_MS } from './photo-sweep';
import { createLocalFiles } from './stores/local-files';
import { createTestPhotoFiles, PHOTO_STORE_KINDS, type TestPhotoFiles } from './test/photo-stores';

const nameOf = (url: string) => url.replace('/uploads/', '');
const COLORS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4'];
const withThumb = (url: string) => [nameOf(url), nameOf(url).replace('.webp', '-thumb.webp')];

describe.each(PHOTO_STORE_KINDS)('on the %s photo store', (kind) => {
  let t: TestApp;
  let store: TestPhotoFiles;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let categoryId: number;
  beforeEach(async () => {
    store = await createTestPhotoFiles(kind);
    t = await createTestApp({ photos: createPhotoStore(store.files) });
    agent = await signedInAgent(t, await buildUser(t.db));
    categoryId = (await buildCategory(t.db)).id;
  });
  afterEach(async () => {
    await t.close();
    await store.close();
  });

  async function upload(color: string): Promise<string> {
    const response = await agent.post('/api/upload').attach('image', await pngImage(color), 'p.png');
    expect(response.status).toBe(201);
    return response.body.url;
  }

  async function listingWith(url: string): Promise<number> {
    const response = await agent.post('/api/products').send({
      name: 'Wooden crib',
      description: 'Solid beech.',
      price: 100,
      category_id: categoryId,
      condition: 'good',
      location: 'Denver',
      images: [url],
    });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  describe('the unused-photo sweep', () => {
    it('removes photos over a day old that nothing shows, with their thumbnails, and keeps every photo in use', async () => {
      const [attached, abandoned, ofDeleted, blogImage, inBlogText] = await Promise.all(COLORS.map(upload));
      await listingWith(attached!);
      // a listing removed without its files (as a crash between the two would leave it)
      const deletedId = await listingWith(ofDeleted!);
      await t.db('product_images').where({ product_id: deletedId }).del();
      await t.db('products').where({ id: deletedId }).del();
      const admin = await buildAdmin(t.db);
      await buildBlog(t.db, { author_id: admin.id, image: blogImage!, content: `<p>Look:</p><img src="${inBlogText}">` });
      await store.age(UNUSED_PHOTO_AGE_MS + 60_000);
      const fresh = await upload('#808000');

      const { removed } = await sweepUnusedPhotos(t.db, store.files);
      expect(removed.sort()).toEqual([nameOf(abandoned!), nameOf(ofDeleted!)].sort());
      expect(await store.names()).toEqual([...withThumb(attached!), ...withThumb(blogImage!), ...withThumb(inBlogText!), ...withThumb(fresh)].sort());
    });

    it('keeps a photo under a day old, and one uploaded again since (its day starts afresh)', async () => {
      const young = await upload(COLORS[0]!);
      const again = await upload(COLORS[1]!);
      await store.age(UNUSED_PHOTO_AGE_MS - 60_000);
      expect((await sweepUnusedPhotos(t.db, store.files)).removed).toEqual([]);

      await store.age(UNUSED_PHOTO_AGE_MS + 60_000);
      expect(await upload(COLORS[1]!)).toBe(again);
      expect(Date.now() - (await store.files.modifiedMs(nameOf(again)))!).toBeLessThan(UNUSED_PHOTO_AGE_MS);
      expect((await sweepUnusedPhotos(t.db, store.files)).removed).toEqual([nameOf(young)]);
      expect(await store.names()).toEqual(withThumb(again).sort());
    });

    it('is safe when several processes sweep at once: deletes are idempotent, nothing fails', async () => {
      const urls = await Promise.all(COLORS.map(upload));
      await listingWith(urls[0]!);
      await store.age(UNUSED_PHOTO_AGE_MS + 60_000);
      const runs = await Promise.all([1, 2, 3].map(() => sweepUnusedPhotos(t.db, store.files)));
      const removed = runs.flatMap((run) => run.removed);
      expect(new Set(removed).size).toBe(4);
      expect(await store.names()).toEqual(withThumb(urls[0]!).sort());
    });

    it('does nothing when no photo was ever stored', async () => {
      expect(await sweepUnusedPhotos(t.db, store.files)).toEqual({ removed: [] });
    });
  });

  describe('GET /api/admin/stats disk use', () => {
    it('reports the bytes the stored photos take, beside the existing counts', async () => {
      const admin = await signedInAgent(t, await buildAdmin(t.db));
      const before = await admin.get('/api/admin/stats');
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ uploadsBytes: 0, products: 0, users: 2, recentActivity: expect.any(Array) });
      await upload(COLORS[0]!);
      await upload(COLORS[1]!);
      let total = 0;
      for await (const file of store.files.list()) total += file.bytes;
      const after = await admin.get('/api/admin/stats');
      expect(after.body.uploadsBytes).toBe(total);
      expect(total).toBeGreaterThan(0);
    });
  });
});

describe('the unused-photo sweep in the local folder', () => {
  it('removes what a write that died half-way left once it is a day old, and does nothing where no folder was made', async () => {
    const store = await createTestPhotoFiles('local');
    const t = await createTestApp({ photos: createPhotoStore(store.files) });
    try {
      await store.files.write('a.webp', Buffer.from('photo'));
      writeFileSync(join(store.files.location, '.abc.webp.123456.tmp'), 'half a write');
      expect(await store.names()).toEqual(['.abc.webp.123456.tmp', 'a.webp']);
      await store.age(UNUSED_PHOTO_AGE_MS + 60_000);
      await sweepUnusedPhotos(t.db, store.files);
      expect(await store.names()).toEqual([]);
      expect(await sweepUnusedPhotos(t.db, createLocalFiles(join(t.dataDir, 'no-such-folder')))).toEqual({ removed: [] });
    } finally {
      await t.close();
      await store.close();
    }
  });
});
