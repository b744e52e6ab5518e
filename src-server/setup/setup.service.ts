import type { Knex } from 'knex';
import type { SetupInput } from '../../src-shared/desktop/setup-schema';
import { displayNameFromEmail } from '../../src-shared/format/names';
import { hashPassword, type UserRow } from '../auth';
import { nowIso } from '../db/time';
import { conflict } from '../http/http-error';
import type { DemoDataLoader } from './embedded-deps';

const EMAIL_TAKEN = 'An account with this email already exists';

export async function isSetupNeeded(db: Knex): Promise<boolean> {
  return (await db('users').where({ role: 'admin' }).first('id')) === undefined;
}

async function assertEmailFree(db: Knex | Knex.Transaction, email: string): Promise<void> {
  if (await db('users').where({ email }).first('id')) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }, 'email_taken');
}

/**
 * First run of a console: the owner's admin account, and the demo data when asked for. Callers
 * run one at a time (setup.routes.ts), so the admin check cannot race with another setup.
 */
export async function createOwner(db: Knex, input: SetupInput, demoData?: DemoDataLoader): Promise<{ owner: UserRow; isDemoLoaded: boolean }> {
  if (!(await isSetupNeeded(db))) throw conflict('This console already has an admin account. Sign in instead.');
  await assertEmailFree(db, input.email);
  const wantsDemo = input.loadDemoData && demoData !== undefined;
  if (wantsDemo && demoData.emails.includes(input.email)) {
    const message = 'This email belongs to a demo account; please use your own';
    throw conflict(message, { email: message });
  }
  const passwordHash = await hashPassword(input.password);
  // the demo seed only fills an empty database, so it goes in before the owner's account
  const isDemoLoaded = wantsDemo ? await demoData.load(db) : false;

  const now = nowIso();
  const owner = await db.transaction(async (trx) => {
    await assertEmailFree(trx, input.email);
    const [row] = await trx<UserRow>('users')
      .insert({
        email: input.email,
        password_hash: passwordHash,
        display_name: input.displayName || displayNameFromEmail(input.email),
        role: 'admin',
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    return row!;
  });
  return { owner, isDemoLoaded };
}
