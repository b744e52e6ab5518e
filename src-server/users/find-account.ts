import type { Knex } from 'knex';
import { notFound } from '../http/http-error';
import type { UserRow } from '../auth';

export const USER_NOT_FOUND = 'User not found';

/** An account that exists; a deleted one is a tombstone, and to every caller it is gone. */
export async function findAccount(db: Knex | Knex.Transaction, id: number): Promise<UserRow> {
  const row = await db<UserRow>('users').where({ id }).whereNull('deleted_at').first();
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}
