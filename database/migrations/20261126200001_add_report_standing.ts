import type { Knex } from 'knex';

/**
 * What report weighing and undo need. reports.reporter_address: a one-way hash of the address a
 * report came from, so reports sent from one address count once (the address itself is not kept).
 * moderation_items.undo_state: what a decision changed (the target's earlier status, who it
 * deactivated), so the decision can be undone shortly after; cleared by the undo. Plain ALTER
 * TABLE ADD COLUMN on SQLite: no table is rebuilt.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.string('reporter_address', 64).nullable();
  });
  await knex.schema.alterTable('moderation_items', (t) => {
    t.text('undo_state').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // plain DROP COLUMN (SQLite 3.35+, PostgreSQL): knex's SQLite way rebuilds, and rebuilding cascades
  await knex.raw('ALTER TABLE moderation_items DROP COLUMN undo_state');
  await knex.raw('ALTER TABLE reports DROP COLUMN reporter_address');
}
