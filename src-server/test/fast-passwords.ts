import { setPasswordCost } from '../auth/passwords';

/** The cost of the passwords tests make: a vitest setup file (vitest.config.ts), run in every test worker. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

setPasswordCost(TEST_PASSWORD_COST);
