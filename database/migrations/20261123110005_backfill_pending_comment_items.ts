import type { Knex } from 'knex';

/** Comments already waiting for moderation join the queue as open items, oldest first. */
export async function up(knex: Knex): Promise<void> {
  const pending: Array<{ id: number; created_at: string | Date }> = await knex('comments')
    .where({ status: 'pending' })
    .orderBy('id')
    .select('id', 'created_at');
  for (let start = 0; start < pending.length; start += 200) {
    const rows = pending.slice(start, start + 200).map((comment) => ({
      target_type: 'comment',
      target_id: comment.id,
      kind: 'pending_comment',
      status: 'open',
      open_key: `comment:${comment.id}`,
      is_hidden: false,
      created_at: comment.created_at,
    }));
    await knex('moderation_items').insert(rows).onConflict('open_key').ignore();
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('moderation_items').where({ kind: 'pending_comment' }).delete();
}
