import { describe, expect, it } from 'vitest';
import type { RunResult } from './load';
import { goals, toMarkdown, type BenchReport } from './report';

const run = (target: string, overrides: Partial<RunResult> = {}): RunResult => ({
  target,
  connections: 1,
  round: 1,
  seconds: 3,
  responses: 300,
  ok: 300,
  nonOk: {},
  errors: 0,
  timeouts: 0,
  rps: 100,
  p50: 2,
  p99: 20,
  cpuPerRequestMs: 1,
  ...overrides,
});

const row = (target: string, group: 'hot' | 'long-tail' | 'mix' | 'mix-hot' | 'mix-live', ratio: number, p99 = 20, nonOk: Record<string, number> = {}) => ({
  target,
  connections: 10,
  rps: ratio * 1_000,
  p50: 2,
  p99,
  ratio,
  ratioRange: [ratio, ratio] as [number, number],
  cpuPerRequestMs: 1,
  nonOk,
  errors: 0,
  group,
});

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    startedAt: '2026-11-26T12:00:00.000Z',
    machine: 'test machine',
    commit: 'abc1234',
    node: 'v24',
    loadAverage: { start: [1, 1, 1], end: [1, 1, 1], perRound: [] },
    dataset: {
      key: 'k',
      builtAt: '',
      buildSeconds: 1,
      database: 'x.sqlite',
      listings: 100_000,
      posts: 1,
      messages: 1,
      members: 1,
      matches: {},
      lastMessageId: 0,
      reused: true,
    },
    settings: { seconds: 3, connections: [10], rounds: 1 },
    bare: [{ connections: 10, rps: 1_000, cpuPerRequestMs: 0.05 }],
    rows: [
      row('GET /api/products (first page)', 'hot', 0.3),
      row('signed in: POST /api/conversations/{id}/messages', 'hot', 0.04),
      row('signed in: GET / (page HTML)', 'hot', 0.004),
      row('long tail: GET /api/products/{random id}', 'long-tail', 0.2),
      row('long tail: GET /api/products?search={random}', 'long-tail', 0.01, 700),
      row('90/10 mix', 'mix', 0.12, 40, { '500': 2 }),
      row('90/10 mix of the hot pages', 'mix-hot', 0.25, 60),
      row('90/10 mix with listing changes', 'mix-live', 0.09),
    ],
    runs: [],
    search: [],
    combinations: [
      { label: 'search=a, last page', total: 10, page: 1, firstMs: 30, medianMs: 12 },
      { label: 'no filter', total: 10, page: 1, firstMs: 5, medianMs: 1 },
    ],
    stall: {
      seconds: 3,
      searchConnections: 10,
      readerAlone: run('reader'),
      readerDuring: run('reader beside', { responses: 0, ok: 0, rps: 0, p50: 0, p99: 0 }),
      searches: run('searches', { nonOk: { '503': 4 } }),
    },
    notes: [],
    rowNames: { 'random-product': 'long tail: GET /api/products/{random id}' },
    ...overrides,
  };
}

const goal = (all: ReturnType<typeof goals>, measure: string) => all.find((entry) => entry.measure.startsWith(measure))!;

describe('goals', () => {
  it('names the slowest combination by its median', () => {
    const found = goal(goals(report()), 'slowest filter combination');
    expect(found.now).toContain('12.00 ms (search=a, last page)');
    expect(found.met).toBe(false);
  });

  it('says a reader that got no answer stalled, rather than reading 0 ms', () => {
    const found = goal(goals(report()), "a reader's p99");
    expect(found.now).toMatch(/^stalled: no answer in 3 s/);
    expect(found.met).toBe(false);
  });

  it("judges the long tail by its worst row and the hot rows without the send row or a member's page", () => {
    const all = goals(report());
    expect(goal(all, 'every long-tail').met).toBe(false);
    expect(goal(all, 'every long-tail').now).toContain('p99 up to 700 ms');
    expect(goal(all, 'listing by random id').met).toBe(true);
    expect(goal(all, 'hot rows')).toMatchObject({ now: '0.30–0.30×', met: true });
  });

  it("judges the issue's mix of the hot pages among its goals, and the stricter mixes apart", () => {
    const all = goals(report());
    expect(goal(all, '90/10 read/write mix: the hot pages')).toMatchObject({ now: expect.stringContaining('0.25×'), met: false });
    expect(goal(all, '90/10 read/write mix: the hot pages').beyond).toBeUndefined();
    expect(goal(all, '90/10 mix with the long tail among the reads')).toMatchObject({ met: true, beyond: true });
    expect(goal(all, '90/10 mix with the long tail and listing changes')).toMatchObject({ met: false, beyond: true });
    const markdown = toMarkdown(report());
    const [issueTable, beyondTable] = markdown.split("**Beyond the issue's goals**");
    expect(issueTable).toContain('| 90/10 read/write mix: the hot pages');
    expect(issueTable).not.toContain('| 90/10 mix with the long tail');
    expect(beyondTable).toContain('| 90/10 mix with the long tail among the reads | ≥ 0.10×, p99 < 50 ms | 0.12×');
    expect(beyondTable).toContain('| 90/10 mix with the long tail and listing changes (1 write in 100 a new price) | ≥ 0.10×, p99 < 50 ms | 0.090×');
  });

  it('counts every non-2xx of the rows as errors, and shows the costly searches’ refusals apart', () => {
    const found = goal(goals(report()), 'errors');
    expect(found.met).toBe(false);
    expect(found.now).toContain('2 non-2xx');
    expect(found.now).toContain('4×503');
  });

  it('puts the goals table in the markdown', () => {
    const markdown = toMarkdown(report());
    expect(markdown).toContain('| measure | goal | now | met |');
    expect(markdown).toContain('**Stall probe**');
    expect(markdown).toContain('| reader beside | 0 | 0 | **none** | **none** | 0 |');
  });

  it('says which synchronous setting the SQLite server ran with', () => {
    expect(toMarkdown(report())).toContain('Data (SQLite, synchronous=NORMAL)');
    const full = report();
    full.settings.synchronous = 'full';
    expect(toMarkdown(full)).toContain('Data (SQLite, synchronous=FULL)');
  });
});
