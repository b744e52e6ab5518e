import type { Knex } from 'knex';

/**
 * Registration used to store the part of the email before the @ as the display name, which every
 * listing, comment and conversation then showed to others. Those names are cleared: the member
 * still sees it as their own name (the shown-name fallback), others see their first name or 'User'.
 */
export async function up(knex: Knex): Promise<void> {
  const rows: Array<{ id: number; email: string; display_name: string }> = await knex('users')
    .whereNotNull('display_name')
    .select('id', 'email', 'display_name');
  const emailNames = rows.filter((row) => row.display_name.trim().toLowerCase() === row.email.split('@')[0]?.toLowerCase()).map((row) => row.id);
  for (let start = 0; start < emailNames.length; start += 500) {
    await knex('users')
      .whereIn('id', emailNames.slice(start, start + 500))
      .update({ display_name: null });
  }
}

export async function down(): Promise<void> {
  // the names can be told again from the emails, but were never meant to be public: nothing to undo
}
