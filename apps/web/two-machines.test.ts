import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory } from '../../src-server/marketplace/test/factories';
import { pngImage } from '../../src-server/marketplace/test/photos';
import { openEventStream, type EventStreamClient } from '../../src-server/messaging/test/event-stream';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../src-server/test/test-database';
import { startS3TestServer, type S3TestServer } from '../../src-server/uploads/test/s3-test-server';
import { spawnServer, type ServerProcess } from './test/server-process';

/*
 * Two machines: two server processes with data folders of their own (nothing on disk shared), one
 * PostgreSQL database and one S3 bucket, as docs/deploy.md sets them up behind a load balancer.
 */
const ORIGIN = 'https://nestly.example';
const describeOnPostgres = onPostgres ? describe : describe.skip;
const needsPostgres = onPostgres ? '' : ' (needs PostgreSQL: runs under npm run test:pg)';

type Bucket = Awaited<ReturnType<S3TestServer['bucket']>>;

async function call(server: ServerProcess, path: string, init: { method?: string; body?: unknown; form?: FormData; cookie?: string } = {}) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...(init.cookie ? { Cookie: init.cookie } : {}) };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined && !init.form ? 'GET' : 'POST'),
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, cookie };
}

async function register(server: ServerProcess, email: string): Promise<{ id: number; cookie: string }> {
  const answer = await call(server, '/api/register', { body: { email, password: 'sleepless1' } });
  if (answer.status !== 201 || !answer.cookie) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: Number(answer.body['id']), cookie: answer.cookie };
}

async function photoForm(field: string, color: string, fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(await pngImage(color))], { type: 'image/png' }), 'photo.png');
  return form;
}

/** The next event on the stream; a failure (not a timing assertion) if none comes at all. */
function nextWithin(stream: EventStreamClient, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no event within ${ms} ms`)), ms);
  });
  return Promise.race([stream.next(), late]).finally(() => clearTimeout(timer));
}

describeOnPostgres(`two machines: server processes with their own data folders on one PostgreSQL database and one S3 bucket${needsPostgres}`, () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let bucket: Bucket;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  const objectsInBucket = async () => {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: bucket.config.prefix }));
    return (page.Contents ?? []).map((object) => object.Key!.slice(bucket.config.prefix.length)).sort();
  };
  const onDisk = (name: string) => dataDirs.some((dir) => existsSync(join(dir, 'uploads', name)));

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
    s3 = await startS3TestServer();
    bucket = await s3.bucket();
    const shared = {
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: ORIGIN,
      // each machine would otherwise make its own in its data folder, and B could not read A's cookies
      SESSION_SECRET: 'one-secret-for-every-machine-0123456789',
      PHOTO_STORE_URL: `s3://${bucket.name}/${bucket.config.prefix}`,
      ...s3.env,
    };
    const machine = () => {
      const dir = mkdtempSync(join(tmpdir(), 'nestly-machine-'));
      dataDirs.push(dir);
      return spawnServer({ ...shared, DATA_DIR: dir, WEB_DIR: dir });
    };
    [a, b] = await Promise.all([machine(), machine()]);
    await Promise.all([a.printed('Nestly is running at'), b.printed('Nestly is running at')]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('show through B a photo uploaded through A, kept in the bucket rather than on either disk', async () => {
    const member = await register(a, 'photographer@example.com');
    const uploaded = await call(a, '/api/upload', { form: await photoForm('image', '#c04080'), cookie: member.cookie });
    expect(uploaded.status).toBe(201);
    const url = String(uploaded.body['url']);
    const name = url.replace('/uploads/', '');
    const [throughA, throughB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
    expect([throughB.status, throughB.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(Buffer.from(await throughB.arrayBuffer())).toEqual(Buffer.from(await throughA.arrayBuffer()));
    expect((await fetch(`${b.url}${String(uploaded.body['thumb_url'])}`)).status).toBe(200);
    expect(await objectsInBucket()).toEqual(expect.arrayContaining([name, name.replace('.webp', '-thumb.webp')]));
    expect(onDisk(name)).toBe(false);
  });

  it('keep a session made on A working on B', async () => {
    const member = await register(a, 'signed-in-on-a@example.com');
    const onB = await call(b, '/api/auth/me', { cookie: member.cookie });
    expect([onB.status, onB.body['email']]).toEqual([200, 'signed-in-on-a@example.com']);
  });

  it("bring a message sent through B to the member's event stream open on A", async () => {
    const [recipient, sender] = [await register(a, 'reader@example.com'), await register(b, 'writer@example.com')];
    const stream = await openEventStream(a.url, recipient.cookie);
    try {
      expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
      const conversation = await call(b, '/api/conversations', { body: { recipient_id: recipient.id }, cookie: sender.cookie });
      const sent = await call(b, `/api/conversations/${String(conversation.body['id'])}/messages`, {
        body: { content: 'Is the high chair still there?' },
        cookie: sender.cookie,
      });
      expect(sent.status).toBe(201);
      expect(await nextWithin(stream, 10_000)).toMatchObject({
        event: 'message',
        data: { conversationId: conversation.body['id'], message: { content: 'Is the high chair still there?' } },
      });
    } finally {
      stream.close();
    }
  });

  it('remove from the bucket the photos of a listing created through A and deleted through B', async () => {
    const seller = await register(a, 'seller@example.com');
    const category = await buildCategory(database.db);
    const fields = { name: 'High chair', description: 'Folds flat.', price: '4500', category_id: String(category.id), condition: 'good', location: 'Leeds' };
    const created = await call(a, '/api/products', { form: await photoForm('images', '#20a060', fields), cookie: seller.cookie });
    expect(created.status).toBe(201);
    const [photo] = created.body['images'] as { url: string; thumb_url: string }[];
    const names = [photo!.url, photo!.thumb_url].map((url) => url.replace('/uploads/', ''));
    expect(await objectsInBucket()).toEqual(expect.arrayContaining(names));

    expect((await call(b, `/api/products/${String(created.body['id'])}`, { method: 'DELETE', cookie: seller.cookie })).status).toBe(204);
    const left = await objectsInBucket();
    expect(names.filter((name) => left.includes(name))).toEqual([]);
    expect((await fetch(`${a.url}${photo!.url}`)).status).toBe(404);
  });
});
