import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../src-server/db/time';
import { buildProduct } from '../../src-server/marketplace/test/factories';
import { buildStandingMember } from '../../src-server/moderation/test/report-fixtures';
import { buildUser } from '../../src-server/test/factories';
import { createTestDatabase, type TestDatabase } from '../../src-server/test/test-database';
import { up } from './20261126200003_reweigh_open_reports';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

/** An open item hidden the old way (three reports, whoever sent them). */
async function hiddenByOldCount(targetType: string, targetId: number, reporters: Array<{ id: number }>, address = (i: number) => `hash-${i}`) {
  const { db } = database;
  const [item] = await db('moderation_items')
    .insert({
      target_type: targetType,
      target_id: targetId,
      kind: 'reported',
      status: 'open',
      open_key: `${targetType}:${targetId}`,
      is_hidden: true,
      created_at: nowIso(),
    })
    .returning('id');
  const itemId = Number((item as { id: number }).id);
  for (const [i, reporter] of reporters.entries()) {
    await db('reports').insert({
      item_id: itemId,
      reporter_id: reporter.id,
      target_type: targetType,
      target_id: targetId,
      reason: 'scam',
      reporter_address: address(i),
      created_at: nowIso(),
    });
  }
  return itemId;
}

describe('20261126200003_reweigh_open_reports', () => {
  it('shows again what only new accounts hid, and every member; keeps hidden what standing members hid', async () => {
    const { db } = database;
    const byNewcomers = await hiddenByOldCount('product', (await buildProduct(db)).id, [await buildUser(db), await buildUser(db), await buildUser(db)]);
    const standing = [await buildStandingMember(db), await buildStandingMember(db), await buildStandingMember(db)];
    const byStanding = await hiddenByOldCount('product', (await buildProduct(db)).id, standing);
    const member = await hiddenByOldCount('user', (await buildUser(db)).id, standing);
    await up(db);
    const hidden = async (id: number) => Boolean((await db('moderation_items').where({ id }).first('is_hidden')).is_hidden);
    expect([await hidden(byNewcomers), await hidden(byStanding), await hidden(member)]).toEqual([false, true, false]);
    expect(Number((await db('reports').count({ n: '*' }).first())?.['n'])).toBe(9);
  });
});
