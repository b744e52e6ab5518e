import type { Knex } from 'knex';
import { DEFAULT_REPORT_RULE, reportsHide } from '../../src-server/moderation/report-standing';

/**
 * Items hidden by reports before reports were weighed by their authors' standing are weighed again
 * under the default rule: a member is never hidden by reports, and a listing, comment or message
 * that only new or inactive accounts reported shows again. Every report stays in the queue, and
 * what an admin hid by a decision (closed items) is left as it is.
 */
export async function up(knex: Knex): Promise<void> {
  const hidden: Array<{ id: number; target_type: 'product' | 'comment' | 'message' | 'user'; target_id: number }> = await knex('moderation_items')
    .where({ status: 'open', kind: 'reported', is_hidden: true })
    .select('id', 'target_type', 'target_id');
  for (const item of hidden) {
    if (await reportsHide(knex, item, DEFAULT_REPORT_RULE)) continue;
    await knex('moderation_items').where({ id: item.id }).update({ is_hidden: false });
  }
}

export async function down(): Promise<void> {
  // which items the old count would have hidden can be worked out again, but they were hidden wrongly: nothing to undo
}
