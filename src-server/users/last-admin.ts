import type { Knex } from 'knex';
import { badRequest } from '../http/http-error';

export const LAST_ADMIN = {
  demote: 'The last admin cannot be demoted',
  deactivate: 'The last admin cannot be deactivated',
  delete: 'The last admin cannot be deleted',
} as const;

/**
 * Refuses to take away the only admin who can still act (not deactivated, not deleted). Call it
 * inside the transaction that makes the change. The admins' rows are locked (FOR UPDATE on
 * PostgreSQL, in id order so two callers never deadlock; SQLite runs one write transaction at a
 * time): of two admins demoting each other at once, the second waits, sees the first one's
 * change, and is refused.
 */
export async function assertAnotherAdmin(trx: Knex.Transaction, userId: number, message: string): Promise<void> {
  const admins: Array<{ id: number }> = await trx('users')
    .where({ role: 'admin' })
    .whereNull('deactivated_at')
    .whereNull('deleted_at')
    .orderBy('id')
    .forUpdate()
    .select('id');
  const ids = admins.map((admin) => Number(admin.id));
  if (ids.includes(userId) && ids.length === 1) throw badRequest(message);
}
