import { readFileSync } from 'node:fs';

/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the busy time went: by function (self
 * time), and by package or server file with everything they called (inclusive time), as a share
 * of the samples in which the process was not idle.
 */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  percent: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  buckets: Share[];
  selfByFunction: Share[];
  selfByPackage: Share[];
  inclusiveByPackage: Share[];
  inclusiveByFunction: Share[];
}

/** Which package, Node module or server file a frame belongs to. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url.startsWith('node:internal/') ? `node:${url.split('/')[1]}` : url;
  const own = /\/(src-server|src-shared|apps|database|scripts)\/(.*)$/.exec(url);
  if (own) return `${own[1]}/${own[2]!.replace(/\.[cm]?[jt]s$/, '')}`;
  return url;
}

// Frames that only schedule work: everything runs under them, so they say nothing in inclusive tables.
const SCHEDULERS = new Set(['runMicrotasks', 'processImmediate', 'runNextTicks', 'processTicksAndRejections', 'listOnTimeout', 'processTimers']);

const SESSION_PACKAGES = new Set(['express-session', 'src-server/auth/session-store', 'uid-safe', 'random-bytes', 'cookie-signature', 'on-headers']);
const EXPRESS_PACKAGES = new Set([
  'express',
  'router',
  'body-parser',
  'content-type',
  'send',
  'serve-static',
  'finalhandler',
  'on-finished',
  'debug',
  'qs',
  'type-is',
  'mime-types',
  'raw-body',
  'express-rate-limit',
  'cookie',
  'parseurl',
  'vary',
  'etag',
  'fresh',
  'accepts',
  'negotiator',
]);

/**
 * The cost centres the next round of work is steered by, decided by the sampled frame itself (the
 * leaf), so a big answer written under express-session's wrapped res.end counts as writing, not as
 * sessions. Native calls have no frame of their own: a statement's execution shows as self time of
 * knex's better-sqlite3 _query, which calls it; hashing and random ids show under node:crypto.
 */
function bucketOf(stack: CallFrame[]): string {
  const leaf = stack[0]!;
  const leafPackage = packageOf(leaf);
  const onStack = (names: Set<string>) => stack.some((frame) => names.has(packageOf(frame)));
  if (leaf.functionName === '(garbage collector)') return 'garbage collection';
  if (leafPackage === 'knex' && leaf.functionName === '_query' && leaf.url.includes('better-sqlite3'))
    return 'SQLite: running statements (native; includes fsync waits)';
  if (leafPackage === 'better-sqlite3' && leaf.functionName === 'prepare') return 'SQLite: preparing statements (native, every call)';
  if (leafPackage === 'node:crypto') return onStack(SESSION_PACKAGES) ? 'sessions (express-session and its store, synchronous part)' : 'crypto (other)';
  if (leaf.functionName === 'stringify' || leaf.functionName === 'JSONStringify') return 'JSON answer (res.json)';
  if (SESSION_PACKAGES.has(leafPackage)) return 'sessions (express-session and its store, synchronous part)';
  if (leafPackage.startsWith('node:') || !leaf.url) return 'Node HTTP, sockets and streams';
  if (leafPackage === 'knex' || leafPackage === 'tarn' || leafPackage === 'lodash') return 'knex: building SQL, pool, result handling';
  if (leafPackage === 'better-sqlite3') return 'better-sqlite3 JS (rows to objects)';
  if (leafPackage.startsWith('src-server') || leafPackage.startsWith('src-shared')) return 'Nestly code (services, row mapping)';
  if (leafPackage === 'helmet') return 'helmet headers';
  if (EXPRESS_PACKAGES.has(leafPackage)) return 'Express, router and middleware';
  return `other (${leafPackage})`;
}

function functionLabel(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  return `${name} (${packageOf(frame)}:${frame.lineNumber + 1})`;
}

function top(map: Map<string, number>, busyMs: number, count: number): Share[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, percent: (100 * ms) / busyMs }));
}

/** Microseconds on the machine's monotonic clock, the one V8 stamps its samples with. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** `window`: only the samples taken between these two monotonicMicros() readings (the measured load). */
export function summariseProfile(file: string, window?: [number, number], count = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window[0] || at > window[1])) return;
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });

  let busyMs = 0;
  let idleMs = 0;
  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  const inclusiveByPackage = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  const buckets = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    selfByFunction.set(functionLabel(frame), (selfByFunction.get(functionLabel(frame)) ?? 0) + ms);
    selfByPackage.set(packageOf(frame), (selfByPackage.get(packageOf(frame)) ?? 0) + ms);
    // every package and function on the stack gets the sample once, however deep it recurses
    const packages = new Set<string>();
    const functions = new Set<string>();
    const stack: CallFrame[] = [];
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const stackFrame = byId.get(node)!.callFrame;
      if (stackFrame.functionName === '(root)' || SCHEDULERS.has(stackFrame.functionName)) break;
      stack.push(stackFrame);
      packages.add(packageOf(stackFrame));
      functions.add(functionLabel(stackFrame));
    }
    const bucket = stack.length > 0 ? bucketOf(stack) : 'other';
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    for (const name of packages) inclusiveByPackage.set(name, (inclusiveByPackage.get(name) ?? 0) + ms);
    for (const name of functions) inclusiveByFunction.set(name, (inclusiveByFunction.get(name) ?? 0) + ms);
  }
  return {
    busyMs,
    idleMs,
    buckets: top(buckets, busyMs, 20),
    selfByFunction: top(selfByFunction, busyMs, count),
    selfByPackage: top(selfByPackage, busyMs, count),
    inclusiveByPackage: top(inclusiveByPackage, busyMs, count),
    inclusiveByFunction: top(inclusiveByFunction, busyMs, count * 2),
  };
}

export function profileMarkdown(title: string, summary: ProfileSummary): string {
  const table = (heading: string, shares: Share[]) => [
    `| ${heading} | ms | % of busy |`,
    '| --- | ---: | ---: |',
    ...shares.map((share) => `| ${share.name.replace(/\|/g, '\\|')} | ${share.ms.toFixed(0)} | ${share.percent.toFixed(1)} |`),
    '',
  ];
  return [
    `### ${title}`,
    '',
    `Busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms (the sampler counts a thread blocked in a system call, such as fsync, as busy).`,
    '',
    ...table('where the time goes', summary.buckets),
    ...table('package or file, self time', summary.selfByPackage),
    ...table('package or file, with what it called', summary.inclusiveByPackage),
    ...table('function, self time', summary.selfByFunction),
    ...table('function, with what it called', summary.inclusiveByFunction),
  ].join('\n');
}
