import type { Knex } from 'knex';
import { conflict, unauthorized } from '../http/http-error';
import type { LoginInput, RegisterInput } from '../../src-shared/schemas/auth';
import { displayNameFromEmail } from '../../src-shared/format/names';
import { nowIso } from '../db/time';
import type { UserRow } from '../users/user-row';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

export async function register(db: Knex, input: RegisterInput): Promise<UserRow> {
  const existing = await db('users').where({ email: input.email }).first('id');
  if (existing) throw conflict('An account with this email already exists', { email: 'An account with this email already exists' });
  const now = nowIso();
  const [row] = await db<UserRow>('users')
    .insert({
      email: input.email,
      password_hash: await hashPassword(input.password),
      display_name: input.displayName || displayNameFromEmail(input.email),
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .returning('*');
  return row!;
}

export async function login(db: Knex, input: LoginInput): Promise<UserRow> {
  const row = await db<UserRow>('users').where({ email: input.email }).first();
  // compare against a dummy hash for unknown emails so timing does not reveal which emails exist
  const isValid = await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !isValid) throw unauthorized('Invalid email or password');
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
    .insert({ email: normalised, password_hash: passwordHash, display_name: displayNameFromEmail(normalised), role: 'admin', created_at: now, updated_at: now })
    .returning('*');
  return row!;
}
