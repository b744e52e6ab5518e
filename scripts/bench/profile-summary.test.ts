import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageOf, summariseProfile } from './profile-summary';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, scriptId: '0', columnNumber: 0 });

describe('profile summary', () => {
  it('names packages, Node modules and server files', () => {
    expect(packageOf(frame('x', 'file:///app/node_modules/knex/lib/runner.js'))).toBe('knex');
    expect(packageOf(frame('x', 'file:///app/node_modules/@scope/pkg/index.js'))).toBe('@scope/pkg');
    expect(packageOf(frame('x', 'node:internal/streams/writable'))).toBe('node:streams');
    expect(packageOf(frame('x', 'file:///app/src-server/auth/session-store.ts'))).toBe('src-server/auth/session-store');
    expect(packageOf(frame('(garbage collector)'))).toBe('(garbage collector)');
  });

  it('shares busy time by cost centre, counts native statement time as SQLite, and keeps to the window', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nestly-profile-'));
    try {
      const knexQuery = 'file:///app/node_modules/knex/lib/dialects/better-sqlite3/index.js';
      const profile = {
        startTime: 1_000,
        endTime: 2_000,
        nodes: [
          { id: 1, callFrame: frame('(root)'), children: [2, 5] },
          { id: 2, callFrame: frame('handle', 'file:///app/node_modules/express/lib/app.js'), children: [3, 4] },
          { id: 3, callFrame: frame('_query', knexQuery, 34) },
          { id: 4, callFrame: frame('end', 'file:///app/node_modules/express-session/index.js'), children: [6] },
          // the socket write of the answer, under express-session's wrapped res.end: writing, not sessions
          { id: 6, callFrame: frame('writev') },
          { id: 5, callFrame: frame('(idle)') },
        ],
        // samples at 1100 ... 1500, then 5000 (outside the window)
        samples: [3, 3, 4, 5, 6, 3],
        timeDeltas: [100, 100, 100, 100, 100, 3500],
      };
      const file = join(dir, 'p.cpuprofile');
      writeFileSync(file, JSON.stringify(profile));
      const summary = summariseProfile(file, [1_000, 2_000]);
      expect(summary.busyMs).toBeCloseTo(0.4);
      expect(summary.idleMs).toBeCloseTo(0.1);
      const bucket = (name: string) => summary.buckets.find((entry) => entry.name.startsWith(name))?.percent;
      expect(bucket('SQLite: running')).toBeCloseTo(50);
      expect(bucket('sessions')).toBeCloseTo(25);
      expect(bucket('Node HTTP')).toBeCloseTo(25);
      expect(summary.inclusiveByPackage.find((entry) => entry.name === 'express')?.percent).toBeCloseTo(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
