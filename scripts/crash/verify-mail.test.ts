import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from '../../src-server/mail/outbox';
import { createTestDatabase, type TestDatabase } from '../../src-server/test/test-database';
import { isMailOk, mailVerdict } from './verify-mail';

// The crash test's mail verdict must be able to fail: a mail twice, a sent one that never arrived,
// one never sent and one that arrived without being recorded are each reported.
let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const queue = async (status: string) => {
  const id = await queueMail(database.db, { kind: 'crash', to: 'a@example.com', subject: 's', text: 't' });
  await database.db('mail_outbox').where({ id }).update({ status });
  return (await database.db('mail_outbox').where({ id }).first()).message_id as string;
};

describe('the crash test mail verdict', () => {
  it('passes each mail received once, and names every other case', async () => {
    const once = await queue('sent');
    expect(isMailOk(await mailVerdict(database.db, [once]), 1)).toBe(true);

    const twice = await queue('sent');
    const lost = await queue('sent');
    const pending = await queue('pending');
    const verdict = await mailVerdict(database.db, [once, twice, twice, pending]);
    expect(verdict).toEqual({
      queued: 4,
      received: 3,
      duplicates: [twice],
      missing: [lost],
      unsent: [`${pending} (pending)`],
      unexpected: [pending],
    });
    expect(isMailOk(verdict, 1)).toBe(false);
    // one mail cut off between its record and its end per kill is the price of never sending twice
    const cutOff = await mailVerdict(database.db, [once, twice, pending]);
    expect(isMailOk({ ...cutOff, unsent: [], unexpected: [] }, 1)).toBe(true);
    expect(isMailOk({ ...cutOff, unsent: [], unexpected: [] }, 0)).toBe(false);
  });
});
