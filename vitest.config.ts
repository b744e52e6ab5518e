import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // test files share their worker (no module state outlives a test; fake timers are put back in
    // afterEach), so a worker starts, and migrates its template database, once rather than per file
    isolate: false,
    include: [
      'apps/**/*.test.ts',
      'src-server/**/*.test.ts',
      'src-shared/**/*.test.ts',
      'src-main/**/*.test.ts',
      'database/**/*.test.ts',
      'src-renderer/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // servers the tests start (the CLI, the crash test's processes) log nothing unless asked
    env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
