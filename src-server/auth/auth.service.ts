import type { Knex } from 'knex';
import { conflict, forbidden, unauthorized } from '../http/http-error';
import type { LoginInput, RegisterInput } from '../../src-shared/schemas/auth';
import { nowIso } from '../db/time';
import type { UserRow } from './user-row';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Contact the site admins to reactivate it.';

/**
 * The display name to keep: the "Name other parents see" field of the registration form, which
 * starts as the part of the email before the @ and is shown and editable, so whatever arrives is
 * what the member chose to show. A caller that sends none leaves the member nameless: others see
 * 'User', and the site asks for a name after their next sign-in.
 */
function displayNameToStore(input: RegisterInput): string | null {
  return input.displayName?.trim() || null;
}

export async function register(db: Knex, input: RegisterInput): Promise<UserRow> {
  const existing = await db('users').where({ email: input.email }).first('id');
  if (existing) throw conflict('An account with this email already exists', { email: 'An account with this email already exists' }, 'email_taken');
  const now = nowIso();
  const [row] = await db<UserRow>('users')
    .insert({
      email: input.email,
      password_hash: await hashPassword(input.password),
      display_name: displayNameToStore(input),
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .returning('*');
  return row!;
}

export async function login(db: Knex, input: LoginInput): Promise<UserRow> {
  // a deleted account's email is replaced, so it never matches; the deleted_at check is the backstop
  const row = await db<UserRow>('users').where({ email: input.email }).whereNull('deleted_at').first();
  // compare against a dummy hash for unknown emails so timing does not reveal which emails exist
  const isValid = await verifyPassword(input.password, row?.password_hash ?? dummyHash());
  if (!row || !isValid) throw unauthorized('Invalid email or password');
  // said only to someone who knows the password, so it tells a guesser nothing
  if (row.deactivated_at) throw forbidden(ACCOUNT_DEACTIVATED);
  return row;
}

export async function createAdmin(db: Knex, email: string, password: string): Promise<UserRow> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  const existing = await db<UserRow>('users').where({ email: normalised }).first();
  if (existing) {
    await db('users').where({ id: existing.id }).update({ role: 'admin', password_hash: passwordHash, updated_at: now });
    return (await db<UserRow>('users').where({ id: existing.id }).first())!;
  }
  const [row] = await db<UserRow>('users')
    .insert({ email: normalised, password_hash: passwordHash, display_name: null, role: 'admin', created_at: now, updated_at: now })
    .returning('*');
  return row!;
}
