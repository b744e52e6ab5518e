import autocannon from 'autocannon';
import { treeCpuMs } from './proc';

/** One row of the table: a request (or a rotation of requests) against the real server. */
export interface Target {
  key: string;
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** which part of the table the row belongs to: today's repeated URLs, the long tail, or a read/write mix (with the long tail, or of the hot pages) */
  group?: 'hot' | 'long-tail' | 'mix' | 'mix-hot' | 'mix-live';
  /** builds each request afresh (a different URL, member, cookie or conversation per request); a method given here wins */
  next?: () => { path: string; headers: Record<string, string>; body?: string; method?: 'GET' | 'POST' | 'DELETE' | 'PATCH' };
}

export interface RunResult {
  target: string;
  connections: number;
  round: number;
  seconds: number;
  responses: number;
  ok: number;
  /** answers outside 2xx, by status; never folded into the req/s figure */
  nonOk: Record<string, number>;
  errors: number;
  timeouts: number;
  /** 2xx answers per second */
  rps: number;
  p50: number;
  p99: number;
  /** server CPU (user + system, all threads) per answer, in ms */
  cpuPerRequestMs: number;
}

/**
 * What every browser sends with each request and the load generator would not: the encodings it
 * takes. Without it every answer went out as it is, and what compressing costs (and saves) went unmeasured.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function measure(baseUrl: string, pid: number, target: Target, connections: number, seconds: number, round: number): Promise<RunResult> {
  const options: autocannon.Options = {
    url: `${baseUrl}${target.path}`,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...target.headers },
  };
  if (target.next) {
    const next = target.next;
    options.requests = [
      {
        setupRequest: (request) => {
          const made = next();
          return { ...request, method: target.method ?? 'GET', ...made, headers: { ...BROWSER_HEADERS, ...made.headers } };
        },
      },
    ];
  }
  const cpuBefore = treeCpuMs(pid);
  const result = await autocannon(options);
  const cpu = treeCpuMs(pid) - cpuBefore;
  const nonOk: Record<string, number> = {};
  let responses = 0;
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    const count = stat.count ?? 0;
    responses += count;
    if (!status.startsWith('2')) nonOk[status] = count;
  }
  const ok = result['2xx'];
  return {
    target: target.name,
    connections,
    round,
    seconds: result.duration,
    responses,
    ok,
    nonOk,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestMs: responses > 0 ? cpu / responses : Number.NaN,
  };
}

export interface RowSummary {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  /** the worse round's */
  p99: number;
  /** mean over rounds of (this row's req/s ÷ the bare route's req/s measured just before it) */
  ratio: number;
  ratioRange: [number, number];
  cpuPerRequestMs: number;
  nonOk: Record<string, number>;
  errors: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarise(pairs: { bare: RunResult; row: RunResult }[]): RowSummary {
  const ratios = pairs.map(({ bare, row }) => (bare.rps > 0 ? row.rps / bare.rps : Number.NaN));
  const nonOk: Record<string, number> = {};
  for (const { row } of pairs) for (const [status, count] of Object.entries(row.nonOk)) nonOk[status] = (nonOk[status] ?? 0) + count;
  return {
    target: pairs[0]!.row.target,
    connections: pairs[0]!.row.connections,
    rps: mean(pairs.map(({ row }) => row.rps)),
    p50: mean(pairs.map(({ row }) => row.p50)),
    p99: Math.max(...pairs.map(({ row }) => row.p99)),
    ratio: mean(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    cpuPerRequestMs: mean(pairs.map(({ row }) => row.cpuPerRequestMs)),
    nonOk,
    errors: pairs.reduce((sum, { row }) => sum + row.errors, 0),
  };
}
