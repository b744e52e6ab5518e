import { statfsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * The test databases are real SQLite files written as the server writes them (synchronous = FULL), so
 * on a disk every commit waits for fsync: that waiting was half the suite's time. On a RAM disk the
 * same files take the same writes and the flush is free. Temporary files of the tests and of the
 * processes they start go there (TMPDIR) when there is one with room; elsewhere the system's.
 */
function ramDisk(): string | undefined {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 2 * 1024 ** 3 ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}
const tmp = ramDisk();

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // test files share their worker (no module state outlives a test; fake timers are put back in
    // afterEach), so a worker starts, and migrates its template database, once rather than per file
    isolate: false,
    // vitest leaves a core to itself by default, which on two cores runs every file in one worker;
    // the tests wait on sockets and child processes often enough that a worker per core is faster
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // on PostgreSQL, finishes each file's database drops (src-server/test/test-database.ts); passwords
    // hashed at a test cost (src-server/test/fast-passwords.ts)
    setupFiles: ['src-server/test/settle-databases.ts', 'src-server/test/fast-passwords.ts'],
    // two projects: a worker runs one environment, so component tests among the others made vitest end
    // a worker, start one with a DOM, and then another for the next file (about a second each, eight
    // times a run); apart, the few DOM files go first and the node workers never change environment
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'apps/**/*.test.ts',
            'src-server/**/*.test.ts',
            'src-shared/**/*.test.ts',
            'src-main/**/*.test.ts',
            'database/**/*.test.ts',
            'src-renderer/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      // component tests (Testing Library) in a DOM
      { extends: true, test: { name: 'dom', include: ['src-renderer/**/*.test.tsx'], environment: 'happy-dom' } },
    ],
    env: {
      // servers the tests start (the CLI, the crash test's processes) log nothing unless asked
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent',
      ...(tmp ? { TMPDIR: tmp } : {}),
    },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
