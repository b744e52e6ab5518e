import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCategory } from '../marketplace/test/factories';
import { pngImage } from '../marketplace/test/photos';
import { buildBlog, buildDeal, buildReview } from '../test/content-factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A stored photo may be shown by an image column or inside rich text (a post's, review's or deal's
 * HTML), as /uploads/<name>, as the site's absolute URL, or as the bucket's public URL. Deleting what
 * shows it in one place must leave the file while any other place still shows it.
 */
describe('photos shown inside HTML', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof buildUser>>;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  beforeEach(async () => {
    t = await createTestApp();
    member = await buildUser(t.db);
    agent = await signedInAgent(t, member);
  });
  afterEach(() => t.close());

  const nameOf = (url: string) => url.replace('/uploads/', '');
  const isStored = async (url: string) => (await t.agent().get(url)).status === 200;

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
      category_id: (await buildCategory(t.db)).id,
      condition: 'good',
      location: 'Denver',
      images: [url],
    });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  it("deleting a listing keeps its photo while a blog post's HTML shows it", async () => {
    const url = await upload('#e6194b');
    const id = await listingWith(url);
    await buildBlog(t.db, { content: `<p>Our crib</p><img src="${url}" alt="crib">` });
    expect((await agent.delete(`/api/products/${id}`)).status).toBe(204);
    expect(await isStored(url)).toBe(true);
  });

  it("deleting a listing keeps its photo while a review's HTML shows it by an absolute URL", async () => {
    const url = await upload('#3cb44b');
    const id = await listingWith(url);
    await buildReview(t.db, { content: `<img src="https://nestly.example${url}">` });
    expect((await agent.delete(`/api/products/${id}`)).status).toBe(204);
    expect(await isStored(url)).toBe(true);
  });

  it("deleting a listing keeps its photo while a deal's HTML shows it by the bucket's public URL", async () => {
    const url = await upload('#4363d8');
    const id = await listingWith(url);
    await buildDeal(t.db, { description: `<p><img src="https://photos.example-bucket.com/nestly/${nameOf(url)}"></p>` });
    expect((await agent.delete(`/api/products/${id}`)).status).toBe(204);
    expect(await isStored(url)).toBe(true);
  });

  it('still removes the photo of a deleted listing that no HTML shows', async () => {
    const url = await upload('#f58231');
    const id = await listingWith(url);
    await buildBlog(t.db, { content: '<p>No photos here</p>' });
    expect((await agent.delete(`/api/products/${id}`)).status).toBe(204);
    expect(await isStored(url)).toBe(false);
  });

  it("replacing a profile photo keeps the old one while a blog post's HTML shows it", async () => {
    const [first, second] = [await upload('#911eb4'), await upload('#46f0f0')];
    expect((await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: first })).status).toBe(200);
    await buildBlog(t.db, { content: `<img src="${first}">` });
    expect((await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: second })).status).toBe(200);
    expect(await isStored(first)).toBe(true);
  });

  it("deleting an account keeps its photos while a review's HTML shows them", async () => {
    const [avatar, listingPhoto] = [await upload('#f032e6'), await upload('#bcf60c')];
    expect((await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: avatar })).status).toBe(200);
    await listingWith(listingPhoto);
    await buildReview(t.db, { content: `<p><img src="${avatar}"><img src="${listingPhoto}"></p>` });
    expect((await agent.delete(`/api/users/${member.id}`).send({ password: member.password })).status).toBe(204);
    expect(await isStored(avatar)).toBe(true);
    expect(await isStored(listingPhoto)).toBe(true);
  });
});
