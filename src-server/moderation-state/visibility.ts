import type { Knex } from 'knex';
import type { ReportTargetType } from '../../src-shared/types';

type Db = Knex | Knex.Transaction;

/**
 * A subquery of the ids of one kind of target kept from the public by moderation (three reports,
 * or a rejection): `query.whereNotIn('p.id', hiddenTargetIds('product'))`. Every public list and
 * lookup of listings, comments, messages and members goes through it.
 */
export function hiddenTargetIds(targetType: ReportTargetType) {
  return (query: Knex.QueryBuilder) => {
    query.select('target_id').from('moderation_items').where({ target_type: targetType, is_hidden: true });
  };
}

export async function isHidden(db: Db, targetType: ReportTargetType, targetId: number): Promise<boolean> {
  const row = await db('moderation_items').where({ target_type: targetType, target_id: targetId, is_hidden: true }).first('id');
  return row !== undefined;
}

/** Shows or keeps from the public every item of a target (approval lifts what earlier reports set). */
export async function setHidden(trx: Db, targetType: ReportTargetType, targetId: number, isHidden: boolean): Promise<void> {
  await trx('moderation_items').where({ target_type: targetType, target_id: targetId }).update({ is_hidden: isHidden });
}
