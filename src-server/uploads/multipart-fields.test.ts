import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { pngImage } from '../marketplace/test/photos';
import { buildUser, type BuiltUser } from '../test/factories';
import { listen, rawRequest } from '../test/listening';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let seller: BuiltUser;
let listingId: number;
beforeEach(async () => {
  t = await createTestApp();
  seller = await buildUser(t.db);
  listingId = (await buildProduct(t.db, { seller_id: seller.id, name: 'Wooden crib' })).id;
});
afterEach(async () => {
  await t.close();
});

const nameNow = async () => (await t.db('products').where({ id: listingId }).first('name')).name as string;

describe('multipart field names', () => {
  // multer's body builder read `images[10000000]` as an index into a sparse array, which the
  // validator then walked slot by slot: the process stalled for 40 s and died out of memory
  it.each(['images[10000000]', 'images[0]', 'price[x]', 'name[]', 'name[a][b]', 'a[__proto__]', '[0]'])(
    'refuses the field name %s with 400 naming it, while the server keeps answering others',
    async (field) => {
      const agent = await signedInAgent(t, seller);
      const [hostile, health] = await Promise.all([
        agent.patch(`/api/products/${listingId}`).field(field, '1').field('name', 'Renamed'),
        request(t.server).get('/api/health'),
      ]);
      expect(hostile.status).toBe(400);
      expect(hostile.body.message).toBe(`The field name "${field}" is not accepted (brackets are not allowed in field names)`);
      expect(health.status).toBe(200);
      expect(await nameNow()).toBe('Wooden crib');
    },
  );

  it('refuses bracketed names on a new listing and on /api/upload too', async () => {
    const agent = await signedInAgent(t, seller);
    const create = await agent.post('/api/products').field('price[x]', '1').field('name', 'Crib');
    const upload = await agent
      .post('/api/upload')
      .field('note[]', 'a')
      .attach('image', await pngImage(), 'p.png');
    expect([create.status, create.body.message]).toEqual([400, 'The field name "price[x]" is not accepted (brackets are not allowed in field names)']);
    expect([upload.status, upload.body.message]).toEqual([400, 'The field name "note[]" is not accepted (brackets are not allowed in field names)']);
    expect(await t.db('products').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('bounds how many fields a form may carry', async () => {
    const agent = await signedInAgent(t, seller);
    let form = agent.patch(`/api/products/${listingId}`);
    for (let i = 0; i < 31; i += 1) form = form.field(`note${i}`, 'x');
    const response = await form;
    expect([response.status, response.body.message]).toEqual([400, 'The form has too many fields']);
  });

  it('takes query keys literally: a bracketed index builds nothing', async () => {
    const response = await request(t.server).get('/api/products?status[10000000]=x&category[x]=1&constructor=1');
    expect(response.status).toBe(200);
    expect(response.body.map((product: { id: number }) => product.id)).toEqual([listingId]);
  });
});

describe('PATCH /api/products/{id} checks the listing before reading the form', () => {
  const boundary = 'nestly-test-boundary';
  const formStart = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="name"',
    '',
    'Taken over',
    `--${boundary}`,
    'Content-Disposition: form-data; name="images"; filename="a.png"',
    'Content-Type: image/png',
    '',
    '',
  ].join('\r\n');

  /** Sends the headers and the start of a photo upload, and leaves the body unfinished. */
  async function startUpload(cookie: string, id: number) {
    const listening = await listen(t.app);
    const upload = rawRequest(listening.port, `/api/products/${id}`, {
      method: 'PATCH',
      headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': '6000000' },
      body: formStart,
      keepOpen: true,
    });
    return { listening, upload };
  }

  it("answers someone else's listing with 403 before the body has even arrived", async () => {
    const { listening, upload } = await startUpload(await sessionCookieOf(t, await buildUser(t.db)), listingId);
    try {
      const response = await upload.response;
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ code: 'forbidden', message: 'You can only change your own listings' });
    } finally {
      upload.abort();
      await listening.close();
    }
    expect(await nameNow()).toBe('Wooden crib');
  });

  it('answers a hidden or missing listing with the same 404 before the body has arrived', async () => {
    const draft = await buildProduct(t.db, { status: 'draft', seller_id: seller.id });
    const cookie = await sessionCookieOf(t, await buildUser(t.db));
    const bodies = [];
    for (const id of [draft.id, 999_999]) {
      const { listening, upload } = await startUpload(cookie, id);
      try {
        const response = await upload.response;
        bodies.push([response.status, JSON.parse(response.body)]);
      } finally {
        upload.abort();
        await listening.close();
      }
    }
    expect(bodies).toEqual([
      [404, { code: 'not_found', message: 'Product not found' }],
      [404, { code: 'not_found', message: 'Product not found' }],
    ]);
  });
});
