import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { openEventStream, type EventStreamClient } from '../messaging/test/event-stream';
import { buildBlog, buildComment } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { listen, type Listening } from '../test/listening';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { openPendingCommentItems } from './items';

let t: TestApp;
let server: Listening;
const streams: EventStreamClient[] = [];
beforeEach(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await server.close();
  await t.close();
});

async function streamOf(user: BuiltUser): Promise<EventStreamClient> {
  const stream = await openEventStream(`http://127.0.0.1:${server.port}`, await sessionCookieOf(t, user));
  streams.push(stream);
  return stream;
}

describe('the pending-count live event', () => {
  it('tells admins the open queue size when their stream opens, on each new pending comment or report, and after a decision', async () => {
    const admin = await buildAdmin(t.db);
    const post = await buildBlog(t.db, { author_id: admin.id });
    await buildComment(t.db, { content_id: post['id'], status: 'pending' });
    await openPendingCommentItems(t.db);
    const adminStream = await streamOf(admin);
    expect(await adminStream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
    expect(await adminStream.next()).toEqual({ event: 'pending-count', data: { count: 1 } });

    const member = await buildUser(t.db);
    const memberStream = await streamOf(member);
    expect(await memberStream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
    const agent = await signedInAgent(t, member);
    expect((await agent.post('/api/comments').send({ content: 'Thanks!', content_type: 'blog', content_id: post['id'] })).status).toBe(201);
    expect(await adminStream.next()).toEqual({ event: 'pending-count', data: { count: 2 } });

    const listing = await buildProduct(t.db);
    expect((await agent.post('/api/reports').send({ targetType: 'product', targetId: listing.id, reason: 'scam' })).status).toBe(201);
    expect(await adminStream.next()).toEqual({ event: 'pending-count', data: { count: 3 } });

    const adminAgent = await signedInAgent(t, admin);
    const [oldest] = (await adminAgent.get('/api/admin/queue')).body as Array<{ id: number }>;
    expect((await adminAgent.patch(`/api/admin/queue/${oldest!.id}`).send({ action: 'approve' })).status).toBe(200);
    expect(await adminStream.next()).toEqual({ event: 'pending-count', data: { count: 2 } });

    // a member's stream carries no moderation news: the next thing it hears is its own unread count
    const other = await buildUser(t.db);
    const { id: conversationId } = (await (await signedInAgent(t, other)).post('/api/conversations').send({ recipient_id: member.id })).body;
    await (await signedInAgent(t, other)).post(`/api/conversations/${conversationId}/messages`).send({ content: 'Hello' });
    expect(await memberStream.next()).toMatchObject({ event: 'message' });
    expect(await memberStream.next()).toEqual({ event: 'unread-count', data: { count: 1 } });
  });
});
