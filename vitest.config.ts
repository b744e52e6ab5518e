import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    include: ['apps/**/*.test.ts', 'src-server/**/*.test.ts', 'src-shared/**/*.test.ts', 'src-main/**/*.test.ts', 'database/**/*.test.ts', 'src-renderer/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
