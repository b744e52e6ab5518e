import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { independentVoices } from './report-standing';
import { addressNumber, buildStandingMember, reportable } from './test/report-fixtures';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: ['loopback'] });
});
afterEach(async () => {
  await t.close();
});

let addresses = 0;
async function reportAs(member: BuiltUser, targetType: string, targetId: number, { reason = 'scam', address = addressNumber(++addresses) } = {}) {
  const agent = await signedInAgent(t, member);
  const response = await agent.post('/api/reports').set('X-Forwarded-For', address).send({ targetType, targetId, reason });
  expect(response.status).toBe(201);
}
const isPublic = async (targetId: number) => (await request(t.server).get(`/api/products/${targetId}`)).status === 200;
const queueItem = async (targetType: string, targetId: number) => {
  const admin = await signedInAgent(t, await buildAdmin(t.db));
  const items = (await admin.get('/api/admin/queue')).body as Array<{ id: number; targetType: string; targetId: number; hidden: boolean; reportCount: number }>;
  return { admin, item: items.find((item) => item.targetType === targetType && item.targetId === targetId)! };
};

describe('reports weigh by the reporter’s standing', () => {
  it('three members of some weeks, with a listing each, from three addresses hide a listing', async () => {
    const { targetId } = await reportable(t.db, 'product');
    for (let i = 0; i < 3; i += 1) await reportAs(await buildStandingMember(t.db), 'product', targetId);
    expect(await isPublic(targetId)).toBe(false);
  });

  it('accounts registered moments ago reach the queue but never hide anything', async () => {
    const { targetId } = await reportable(t.db, 'product');
    for (let i = 0; i < 5; i += 1) await reportAs(await buildUser(t.db), 'product', targetId);
    expect(await isPublic(targetId)).toBe(true);
    expect((await queueItem('product', targetId)).item).toMatchObject({ reportCount: 5, hidden: false });
  });

  it('old accounts with nothing of their own lately (inactive) do not hide either', async () => {
    const { targetId } = await reportable(t.db, 'product');
    for (let i = 0; i < 3; i += 1) {
      await reportAs(await buildUser(t.db, { created_at: new Date(Date.now() - (400 + i * 10) * 86_400_000).toISOString() }), 'product', targetId);
    }
    expect(await isPublic(targetId)).toBe(true);
  });

  it('reports from one address count once', async () => {
    const { targetId } = await reportable(t.db, 'product');
    for (let i = 0; i < 4; i += 1) await reportAs(await buildStandingMember(t.db), 'product', targetId, { address: '203.0.113.7' });
    expect(await isPublic(targetId)).toBe(true);
  });

  it('accounts created together count once, wherever their reports come from', async () => {
    const { targetId } = await reportable(t.db, 'product');
    const sameDay = new Date(Date.now() - 60 * 86_400_000).getTime();
    for (let i = 0; i < 4; i += 1) {
      await reportAs(await buildStandingMember(t.db, { created_at: new Date(sameDay + i * 60_000).toISOString() }), 'product', targetId);
    }
    expect(await isPublic(targetId)).toBe(true);
  });

  it('never hides a member: their profile, listings and conversations stay until an admin decides', async () => {
    const member = await reportable(t.db, 'user');
    const listing = await buildProduct(t.db, { seller_id: member.owner.id });
    for (let i = 0; i < 4; i += 1) await reportAs(await buildStandingMember(t.db), 'user', member.owner.id, { reason: 'harassment' });
    expect((await request(t.server).get(`/api/users/${member.owner.id}`)).status).toBe(200);
    expect(await isPublic(listing.id)).toBe(true);
    const stranger = await signedInAgent(t, await buildUser(t.db));
    expect((await stranger.post('/api/conversations').send({ recipient_id: member.owner.id })).status).toBe(201);
    expect((await queueItem('user', member.owner.id)).item).toMatchObject({ reportCount: 4, hidden: false });
  });

  it('a listing an admin kept is not hidden again by the same reasons; other reasons still count', async () => {
    const { targetId } = await reportable(t.db, 'product');
    for (let i = 0; i < 3; i += 1) await reportAs(await buildStandingMember(t.db), 'product', targetId, { reason: 'scam' });
    const { admin, item } = await queueItem('product', targetId);
    expect((await admin.patch(`/api/admin/queue/${item.id}`).send({ action: 'keep' })).status).toBe(200);
    expect(await isPublic(targetId)).toBe(true);
    for (let i = 0; i < 3; i += 1) await reportAs(await buildStandingMember(t.db), 'product', targetId, { reason: 'scam' });
    expect(await isPublic(targetId)).toBe(true);
    expect((await queueItem('product', targetId)).item).toMatchObject({ reportCount: 3, hidden: false });
    for (let i = 0; i < 3; i += 1) await reportAs(await buildStandingMember(t.db), 'product', targetId, { reason: 'prohibited' });
    expect(await isPublic(targetId)).toBe(false);
  });

  it('a reporter whose past reports admins mostly dismissed no longer weighs', async () => {
    const [careless, fair1, fair2] = [await buildStandingMember(t.db), await buildStandingMember(t.db), await buildStandingMember(t.db)];
    const { admin } = await queueItem('product', 0);
    for (let i = 0; i < 3; i += 1) {
      const earlier = await buildProduct(t.db);
      await reportAs(careless, 'product', earlier.id);
      const items = (await admin.get('/api/admin/queue')).body as Array<{ id: number; targetId: number }>;
      await admin.patch(`/api/admin/queue/${items.find((item) => item.targetId === earlier.id)!.id}`).send({ action: 'keep' });
    }
    const { targetId } = await reportable(t.db, 'product');
    for (const member of [careless, fair1, fair2]) await reportAs(member, 'product', targetId);
    expect(await isPublic(targetId)).toBe(true);
    await reportAs(await buildStandingMember(t.db), 'product', targetId);
    expect(await isPublic(targetId)).toBe(false);
  });

  it('follows the configured thresholds', async () => {
    await t.close();
    t = await createTestApp({ trustProxy: ['loopback'], reportRule: { reportsToHide: 2, memberDays: 0 } });
    const { targetId } = await reportable(t.db, 'product');
    const fresh = async (daysAgo: number) => {
      const member = await buildUser(t.db, { created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString() });
      await buildProduct(t.db, { seller_id: member.id });
      return member;
    };
    await reportAs(await fresh(0), 'product', targetId);
    expect(await isPublic(targetId)).toBe(true);
    await reportAs(await fresh(5), 'product', targetId);
    expect(await isPublic(targetId)).toBe(false);
  });
});

describe('independentVoices', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
  it('joins reports by address and by sign-up time, transitively', () => {
    expect(independentVoices([], 24)).toBe(0);
    const voices = [
      { reporter_id: 1, reporter_address: 'a', created_at: day(0) },
      { reporter_id: 2, reporter_address: 'b', created_at: day(10) },
      { reporter_id: 3, reporter_address: 'a', created_at: day(20) },
      { reporter_id: 4, reporter_address: 'c', created_at: day(20.5) },
      { reporter_id: 5, reporter_address: null, created_at: day(40) },
      { reporter_id: 6, reporter_address: null, created_at: day(50) },
    ];
    expect(independentVoices(voices, 24)).toBe(4);
    expect(independentVoices(voices, 0)).toBe(5);
  });
});
