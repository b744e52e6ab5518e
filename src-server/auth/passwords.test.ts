import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../test/fast-passwords';
import { dummyHash, hashPassword, PASSWORD_COST, setPasswordCost, verifyPassword } from './passwords';

describe('password hashes', () => {
  afterEach(() => setPasswordCost(TEST_PASSWORD_COST));

  it('are made at the production cost unless the cost is lowered, and say their cost', async () => {
    // a copy of the module of its own (another address), untouched by the tests' setup file
    const freshCopy = './passwords.ts?untouched';
    const fresh = (await import(/* @vite-ignore */ freshCopy)) as typeof import('./passwords');
    const hash = await fresh.hashPassword('correct horse');
    expect(fresh.dummyHash()).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
  });

  it('made at another cost still verify, since the verifier reads the cost from the hash', async () => {
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordCost(PASSWORD_COST);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
    expect(await verifyPassword('correct horse', dummyHash())).toBe(false);
    expect(await verifyPassword('correct horse', 'bcrypt$whatever')).toBe(false);
  });

  it('keep their production cost outside the unit tests: lowering it is refused there', () => {
    const runner = process.env['VITEST'];
    delete process.env['VITEST'];
    try {
      expect(() => setPasswordCost(TEST_PASSWORD_COST)).toThrow('The password cost is lowered for the unit tests alone');
    } finally {
      process.env['VITEST'] = runner;
    }
  });
});
