import type { Knex } from 'knex';
import { hashPassword } from '../auth/passwords';
import { TEST_PASSWORD_COST } from './fast-passwords';
import { nowIso } from '../db/time';
import type { UserRow } from '../auth/user-row';

let sequence = 0;
const next = () => ++sequence;

// Production hashing is deliberately slow (about 0.1 s a sign-in); test members get a cheap hash, which
// the verifier accepts because it reads the cost from the hash.
const PASSWORD = 'password123';
let passwordHash: Promise<string> | undefined;

export interface BuiltUser extends UserRow {
  password: string;
}

export async function buildUser(db: Knex, overrides: Partial<UserRow> = {}): Promise<BuiltUser> {
  passwordHash ??= hashPassword(PASSWORD, TEST_PASSWORD_COST);
  const n = next();
  const now = nowIso();
  const [row] = await db<UserRow>('users')
    .insert({
      email: `member${n}@example.com`,
      password_hash: await passwordHash,
      display_name: `Member ${n}`,
      role: 'user',
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('*');
  return { ...row!, password: PASSWORD };
}

export function buildAdmin(db: Knex, overrides: Partial<UserRow> = {}): Promise<BuiltUser> {
  return buildUser(db, { role: 'admin', ...overrides });
}
