import { afterAll } from 'vitest';
import { onPostgres, settlePostgres } from './test-database';

// a vitest setup file: run before every test file, so this afterAll closes each file (vitest.config.ts)
if (onPostgres) afterAll(settlePostgres);
