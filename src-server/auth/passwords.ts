import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type Cost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;

/** OWASP-listed scrypt setting: N=2^15, r=8, p=3 (about 0.1 s of a core per hash). */
export const PASSWORD_COST: Cost = { N: 2 ** 15, r: 8, p: 3 };
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;
let cost: Cost = PASSWORD_COST;

/**
 * The cost new hashes are made with, lowered by the unit test runner alone (as Django's test settings
 * swap in a fast hasher): its hundreds of sign-ups and sign-ins otherwise spend a third of its CPU in
 * scrypt. Verifying reads the cost from each hash, so nothing else changes.
 */
export function setPasswordCost(next: Cost): void {
  if (!process.env['VITEST']) throw new Error('The password cost is lowered for the unit tests alone');
  cost = next;
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Format: scrypt$N$r$p$saltBase64$hashBase64, so the cost can be raised later without breaking old hashes.
 * Only tests and the bench's members pass a lower cost: the verifier reads the cost from the hash itself.
 */
export async function hashPassword(password: string, params: Cost = cost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...params, maxmem: MAX_MEMORY });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A fixed hash at today's cost to compare against when the email is unknown, so both paths take the same time. */
export const dummyHash = (): string => `scrypt$${cost.N}$${cost.r}$${cost.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
