import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { buildCategory, buildProduct } from './test/factories';
import { createPhotoStore } from '../uploads/photo-store';
import { createTestPhotoFiles, PHOTO_STORE_KINDS, type TestPhotoFiles } from '../uploads/test/photo-stores';
import { hasGpsPosition, jpegWithGps, oversizedBuffer, pngImage } from './test/photos';

describe.each(PHOTO_STORE_KINDS)('on the %s photo store', (kind) => {
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

  const storedFiles = () => store.names();
  const nameOf = (url: string) => url.replace('/uploads/', '');
  /** the stored bytes of a photo */
  const fileOf = async (url: string) => (await store.files.read(nameOf(url)))!;
  const isStored = (url: string) => store.files.has(nameOf(url));
  // far apart, so lossy re-encoding never turns two of them into the same file
  const COLORS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#46f0f0'];
  const productCount = async () => Number((await t.db('products').count({ n: '*' }).first())?.['n']);

  type Agent = Awaited<ReturnType<typeof signedInAgent>>;

  function listingForm(agent: Agent, method: 'post' | 'patch' = 'post', path = '/api/products') {
    const form = agent[method](path);
    if (method === 'patch') return form;
    return form
      .field('name', 'Wooden crib')
      .field('description', 'Solid beech, converts to a toddler bed.')
      .field('price', '16000')
      .field('category_id', String(categoryId))
      .field('condition', 'good')
      .field('location', 'Denver, CO');
  }

  describe('POST /api/products with photos', () => {
    it('stores each photo re-encoded under a content-hash name, with a thumbnail, in the order sent', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await listingForm(agent)
        .attach('images', await jpegWithGps(), 'IMG_0001.jpg')
        .attach('images', await pngImage(), 'drawing.png');
      expect(response.status).toBe(201);
      const { images, image, thumb } = response.body;
      expect(images).toHaveLength(2);
      expect(images[0].url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
      expect(images[0].thumb_url).toBe(images[0].url.replace('.webp', '-thumb.webp'));
      expect(image).toBe(images[0].url);
      expect(thumb).toBe(images[0].thumb_url);
      const thumbMeta = await sharp(await fileOf(images[0].thumb_url)).metadata();
      expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 320, 240]);
      const served = await request(t.server).get(images[1].url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('removes the GPS position and every other EXIF field, and turns the photo upright first', async () => {
      const original = await jpegWithGps({ width: 80, height: 40, orientation: 6 });
      expect(hasGpsPosition((await sharp(original).metadata()).exif)).toBe(true);
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await listingForm(agent).attach('images', original, 'home.jpg');
      expect(response.status).toBe(201);
      const stored = await fileOf(response.body.images[0].url);
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(hasGpsPosition(metadata.exif)).toBe(false);
      expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
      // orientation 6 means "rotate 90°": the stored photo is 40 wide and 80 tall, with no tag left to apply
      expect([metadata.width, metadata.height, metadata.orientation]).toEqual([40, 80, undefined]);
    });

    it('gives the same picture the same name, stored once', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const photo = await pngImage('#123456');
      const first = await listingForm(agent).attach('images', photo, 'a.png');
      const second = await listingForm(agent).attach('images', photo, 'b.png');
      expect(second.body.images[0].url).toBe(first.body.images[0].url);
      expect(await storedFiles()).toHaveLength(2);
    });

    it('refuses a text file named .jpg with 400 and stores nothing', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await listingForm(agent)
        .attach('images', await pngImage(), 'fine.png')
        .attach('images', Buffer.from('just some text, not a picture'), { filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The photo is empty or not an image');
      expect(await productCount()).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses an SVG drawing, whatever it is called', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
      const response = await listingForm(agent).attach('images', svg, { filename: 'x.png', contentType: 'image/png' });
      expect(response.status).toBe(400);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a photo over 5 MB with 413 and stores nothing', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await listingForm(agent).attach('images', oversizedBuffer(), 'huge.jpg');
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ code: 'too_large', message: 'Each photo must be 5 MB or smaller' });
      expect(await productCount()).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a sixth photo with 400 and stores nothing', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      let form = listingForm(agent);
      for (let i = 0; i < 6; i += 1) form = form.attach('images', await pngImage(COLORS[i]), `p${i}.png`);
      const response = await form;
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'invalid', message: 'You can upload at most 5 photos' });
      expect(await productCount()).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses photos in an unexpected field', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await listingForm(agent).attach('photos', await pngImage(), 'p.png');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'invalid', message: 'Unexpected file field "photos"' });
    });

    it('answers 400 for a cut-off multipart body', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await agent
        .post('/api/products')
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send('--XYZ\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nabc');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'invalid', message: 'The upload could not be read' });
    });

    it('stores nothing when the rest of the form is invalid', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await agent
        .post('/api/products')
        .field('name', 'ab')
        .attach('images', await pngImage(), 'p.png');
      expect(response.status).toBe(400);
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('empty and unreadable photos', () => {
    // sharp threw on an empty buffer before the check could catch it: a 500 with a stack in the log
    it('answer 400 with one message on /api/upload, a new listing and a listing change, storing nothing', async () => {
      const seller = await buildUser(t.db);
      const agent = await signedInAgent(t, seller);
      const listing = await buildProduct(t.db, { seller_id: seller.id, category_id: categoryId });
      const cutOff = (await jpegWithGps({ width: 400, height: 300 })).subarray(0, 600);
      for (const bytes of [Buffer.alloc(0), cutOff, Buffer.from([0xff, 0xd8, 0xff])]) {
        const answers = [
          await agent.post('/api/upload').attach('image', bytes, 'photo.jpg'),
          await listingForm(agent).attach('images', bytes, 'photo.jpg'),
          await agent.patch(`/api/products/${listing.id}`).attach('images', bytes, 'photo.jpg'),
        ];
        for (const answer of answers) expect([answer.status, answer.body]).toEqual([400, { code: 'invalid', message: 'The photo is empty or not an image' }]);
      }
      expect(await productCount()).toBe(1);
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('POST /api/upload', () => {
    it('answers the url and thumbnail of a checked photo', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const response = await agent.post('/api/upload').attach('image', await jpegWithGps(), 'home.jpg');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.webp$/), thumb_url: expect.stringMatching(/-thumb\.webp$/) });
      expect((await sharp(await fileOf(response.body.url)).metadata()).exif).toBeUndefined();
    });

    it('refuses signed-out callers, non-images, big files, two files and an empty form', async () => {
      const anonymous = await request(t.server)
        .post('/api/upload')
        .set('Origin', TEST_ORIGIN)
        .attach('image', await pngImage(), 'p.png');
      expect(anonymous.status).toBe(401);
      const agent = await signedInAgent(t, await buildUser(t.db));
      const text = await agent.post('/api/upload').attach('image', Buffer.from('hello'), 'hello.jpg');
      expect([text.status, text.body.message]).toEqual([400, 'The photo is empty or not an image']);
      const big = await agent.post('/api/upload').attach('image', oversizedBuffer(), 'big.jpg');
      expect([big.status, big.body.message]).toEqual([413, 'Each photo must be 5 MB or smaller']);
      const two = await agent
        .post('/api/upload')
        .attach('image', await pngImage(), 'a.png')
        .attach('image', await pngImage('#fff'), 'b.png');
      expect([two.status, two.body.message]).toEqual([400, 'Upload one photo at a time']);
      const none = await agent.post('/api/upload').field('note', 'no file');
      expect([none.status, none.body.message]).toEqual([400, 'Choose a photo to upload']);
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('changing and deleting photos', () => {
    it('attaches photos uploaded earlier by URL, and refuses a sixth', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const urls: string[] = [];
      for (let i = 0; i < 6; i += 1) urls.push((await agent.post('/api/upload').attach('image', await pngImage(COLORS[i]), 'p.png')).body.url);
      const listing = {
        name: 'Wooden crib',
        description: 'Solid beech, converts.',
        price: 100,
        category_id: categoryId,
        condition: 'good',
        location: 'Denver',
      };
      const five = await agent.post('/api/products').send({ ...listing, images: urls.slice(0, 5) });
      expect(five.status).toBe(201);
      expect(five.body.images.map((photo: { url: string }) => photo.url)).toEqual(urls.slice(0, 5));
      const more = await agent.patch(`/api/products/${five.body.id}`).attach('images', await pngImage('#abcdef'), 'x.png');
      expect([more.status, more.body.message]).toEqual([400, 'A listing can have at most 5 photos']);
      const six = await agent.post('/api/products').send({ ...listing, images: urls });
      expect([six.status, six.body.message]).toEqual([400, 'A listing can have at most 5 photos']);
    });

    it('replaces photos and removes the files nothing uses any more', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const created = await listingForm(agent)
        .attach('images', await pngImage('#111111'), 'a.png')
        .attach('images', await pngImage('#222222'), 'b.png');
      const [first, second] = created.body.images as { url: string }[];
      const response = await agent.patch(`/api/products/${created.body.id}`).send({ images: [second!.url] });
      expect(response.status).toBe(200);
      expect(response.body.images.map((photo: { url: string }) => photo.url)).toEqual([second!.url]);
      expect(response.body.image).toBe(second!.url);
      expect(await isStored(first!.url)).toBe(false);
      expect(await isStored(second!.url)).toBe(true);
    });

    it('makes a photo the cover with image, and adds uploaded ones after the others', async () => {
      const agent = await signedInAgent(t, await buildUser(t.db));
      const created = await listingForm(agent)
        .attach('images', await pngImage('#333333'), 'a.png')
        .attach('images', await pngImage('#444444'), 'b.png');
      const [first, second] = created.body.images as { url: string }[];
      const response = await agent
        .patch(`/api/products/${created.body.id}`)
        .field('image', second!.url)
        .attach('images', await pngImage('#555555'), 'c.png');
      expect(response.status).toBe(200);
      const urls = response.body.images.map((photo: { url: string }) => photo.url);
      expect(urls.slice(0, 2)).toEqual([second!.url, first!.url]);
      expect(urls).toHaveLength(3);
    });

    it('deleting a listing removes its photo files, except those another listing still shows', async () => {
      const seller = await buildUser(t.db);
      const agent = await signedInAgent(t, seller);
      const shared = await pngImage('#666666');
      const mine = await listingForm(agent)
        .attach('images', shared, 'a.png')
        .attach('images', await pngImage('#777777'), 'b.png');
      const other = await listingForm(await signedInAgent(t, await buildUser(t.db))).attach('images', shared, 'same.png');
      const [sharedPhoto, ownPhoto] = mine.body.images as { url: string; thumb_url: string }[];
      expect(other.body.images[0].url).toBe(sharedPhoto!.url);

      expect((await agent.delete(`/api/products/${mine.body.id}`)).status).toBe(204);
      expect(await isStored(ownPhoto!.url)).toBe(false);
      expect(await isStored(ownPhoto!.thumb_url)).toBe(false);
      expect(await isStored(sharedPhoto!.url)).toBe(true);
      expect((await request(t.server).get(sharedPhoto!.url)).status).toBe(200);
    });

    it('keeps a photo file a blog post also uses', async () => {
      const admin = await signedInAgent(t, await buildAdmin(t.db));
      const created = await listingForm(admin).attach('images', await pngImage('#888888'), 'a.png');
      const url = created.body.images[0].url as string;
      await t
        .db('blogs')
        .insert({ slug: 'p', title: 'Post', content: '<p>x</p>', image: url, created_at: new Date().toISOString(), updated_at: new Date().toISOString() });
      expect((await admin.delete(`/api/products/${created.body.id}`)).status).toBe(204);
      expect(await isStored(url)).toBe(true);
    });

    it('deletes a seeded listing whose photo files are already gone without failing', async () => {
      const seller = await buildUser(t.db);
      const product = await buildProduct(t.db, { seller_id: seller.id, category_id: categoryId }, ['/uploads/missing.jpg']);
      writeFileSync(join(t.dataDir, 'outside.txt'), 'keep');
      expect((await (await signedInAgent(t, seller)).delete(`/api/products/${product.id}`)).status).toBe(204);
      expect(existsSync(join(t.dataDir, 'outside.txt'))).toBe(true);
    });
  });
});
