import type { Knex } from 'knex';
import { hashPassword } from '../auth/passwords';
import { nowIso } from '../db/time';
import type { UserRow } from '../users/user-row';

let sequence = 0;
const next = () => ++sequence;

// hashing is deliberately slow; tests share one hash
const PASSWORD = 'password123';
let passwordHash: Promise<string> | undefined;

export interface BuiltUser extends UserRow {
  password: string;
}

export async function buildUser(db: Knex, overrides: Partial<UserRow> = {}): Promise<BuiltUser> {
  passwordHash ??= hashPassword(PASSWORD);
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
