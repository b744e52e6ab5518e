import { join } from 'node:path';
import { SEND_LIMIT_PER_MINUTE, signInMembers } from './bench/accounts';
import { ensureDataset } from './bench/dataset';
import { lighthousePaths, lighthouseScores } from './bench/lighthouse';
import { measure, summarise, type RunResult, type Target } from './bench/load';
import { loadLongTail, longTailTargets } from './bench/long-tail';
import { mixTarget } from './bench/mix';
import { benchOptions, printableUrl } from './bench/options';
import { homePageWeight } from './bench/page-weight';
import { treeMemory } from './bench/proc';
import { commitDescription, loadAverageNow, machineDescription, toMarkdown, writeReport, type BenchReport } from './bench/report';
import { seededRandom } from './bench/random';
import { timeCombinations, timeSearches } from './bench/search-timing';
import { STALL_MIN_SECONDS, stallProbe } from './bench/stall';
import { startBare, startNestly, type RunningProcess } from './bench/servers';
import { BARE_TARGET, benchTargets, checkTarget, findFixtures } from './bench/targets';

/*
 * npm run bench: the bench database (built once, reused while its sources are unchanged), search
 * timed inside the process, then the real server under load beside a bare Express route, the home
 * page's weight, Lighthouse, start-up time and memory. Writes data/bench/latest.md and .json.
 * npm run bench:search stops after the in-process search timing.
 */
const options = benchOptions();
const searchOnly = process.argv.includes('--search-only');
const log = (line = '') => console.log(line);
const logFile = join(options.resultsDir, 'server.log');
const latestName = `latest${/^postgres/.test(options.databaseUrl) ? '-postgres' : ''}${searchOnly ? '-search' : ''}`;

const report: BenchReport = {
  startedAt: new Date().toISOString(),
  machine: machineDescription(),
  commit: commitDescription(options.root),
  node: process.version,
  loadAverage: { start: loadAverageNow(), end: [], perRound: [] },
  dataset: undefined as unknown as BenchReport['dataset'],
  settings: { seconds: options.seconds, connections: options.connections, rounds: options.rounds, synchronous: process.env['SQLITE_SYNCHRONOUS'] || 'normal' },
  bare: [],
  rows: [],
  runs: [],
  search: [],
  combinations: [],
  notes: [],
};

log(`Nestly bench on ${report.machine}; commit ${report.commit}`);
log(`Load average at start: ${report.loadAverage.start.join(', ')} (figures are upper bounds on cost when the machine is loaded: compare the ratios)`);
log(`Database: ${printableUrl(options.databaseUrl)}`);

const { stamp, reused } = await ensureDataset(options, log);
report.dataset = { ...stamp, reused };

log('\nSearch inside the process (median of repeated marketplace list calls, then each statement alone):');
report.search = await timeSearches(options.databaseUrl, options.searchRepeats);
for (const search of report.search) {
  log(`  ${search.query.padEnd(26)} ${String(search.total).padStart(7)} matches  median ${search.medianMs.toFixed(2)} ms  p90 ${search.p90Ms.toFixed(2)} ms`);
  for (const statement of search.statements) {
    log(`      ${statement.kind.padEnd(6)} ${statement.medianMs.toFixed(2).padStart(8)} ms  plan: ${statement.plan.join(' | ')}`);
  }
}

log('\nCostly filter combinations inside the process (first call, then the median of repeats):');
report.combinations = await timeCombinations(options.databaseUrl, Math.max(5, Math.round(options.searchRepeats / 4)));
for (const entry of report.combinations) {
  log(
    `  ${entry.label.padEnd(80)} ${String(entry.total).padStart(7)} matches  page ${String(entry.page).padStart(5)}  first ${entry.firstMs.toFixed(2)} ms  median ${entry.medianMs.toFixed(2)} ms`,
  );
}

if (searchOnly) {
  report.loadAverage.end = loadAverageNow();
  log(`\nWrote ${writeReport(options.resultsDir, report, latestName)}`);
  process.exit(0);
}

let nestly: RunningProcess | undefined;
let bare: RunningProcess | undefined;
try {
  log('\nStarting the server as `npm start` does, and the bare Express route...');
  nestly = await startNestly(options.root, options.dataDir, options.databaseUrl, logFile);
  bare = await startBare(logFile);
  const processes = Number(process.env['WEB_CONCURRENCY'] || 1);
  if (processes > 1) report.notes.push(`The server ran as ${processes} processes (WEB_CONCURRENCY): its CPU time and memory are summed over them.`);
  if (nestly.executable !== bare.executable) report.notes.push(`The server ran on ${nestly.executable}, the bare route on ${bare.executable}.`);
  log(`  server pid ${nestly.pid} at ${nestly.url} (first answer after ${(nestly.startMs / 1000).toFixed(2)} s); bare route pid ${bare.pid}`);

  const { productId, blogSlug } = await findFixtures(nestly.url);
  const members = await signInMembers(options, nestly.url, stamp.key);
  const longTail = await loadLongTail(options.databaseUrl);
  // seeded: every run asks the same sequence of new URLs of a freshly started server
  const random = seededRandom(18);
  const targets: Target[] = [
    ...benchTargets(nestly.url, { productId, blogSlug, readerCookie: members.readerCookie, nextSender: members.nextSender }).map((target) => ({
      ...target,
      group: 'hot' as const,
    })),
    ...longTailTargets(longTail, random, members.readerCookie),
    mixTarget(longTail, random, { url: nestly.url, productId, blogSlug, members: members.senders, nextSender: members.nextSender }),
    mixTarget(longTail, random, { url: nestly.url, productId, blogSlug, members: members.senders, nextSender: members.nextSender }, 'mix-hot'),
    mixTarget(longTail, random, { url: nestly.url, productId, blogSlug, members: members.senders, nextSender: members.nextSender }, 'mix-live'),
  ];
  report.rowNames = Object.fromEntries(targets.map((target) => [target.key, target.name]));
  const bareTarget = BARE_TARGET;
  const matches = new Map<string, number | undefined>();
  for (const target of targets) {
    const total = await checkTarget(nestly.url, target);
    // a row of random URLs has no one count of matches
    if (target.group === 'hot') matches.set(target.name, total);
  }

  if (options.warmupSeconds > 0) {
    log(`Warming up (${options.warmupSeconds} s a target at 10 connections)...`);
    await measure(bare.url, bare.pid, bareTarget, 10, options.warmupSeconds, 0);
    for (const target of targets) await measure(nestly.url, nestly.pid, target, 10, options.warmupSeconds, 0);
  }
  log(
    `Senders: ${members.senders.length} members (signed in in ${members.signInSeconds.toFixed(1)} s), each at most ${SEND_LIMIT_PER_MINUTE} messages a minute (the server's limit); any 429 is counted in non-2xx.`,
  );

  const pairsByRow = new Map<string, { bare: RunResult; row: RunResult }[]>();
  for (let round = 1; round <= options.rounds; round += 1) {
    const load = loadAverageNow();
    report.loadAverage.perRound.push(load);
    for (const connections of options.connections) {
      log(`\nRound ${round}, ${connections} connections, ${options.seconds} s a target (load average ${load.join(', ')})`);
      log(
        `  ${'request'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'ratio'.padStart(6)} ${'CPU ms/req'.padStart(10)}  non-2xx`,
      );
      for (const target of targets) {
        const bareRun = await measure(bare.url, bare.pid, bareTarget, connections, options.seconds, round);
        const run = await measure(nestly.url, nestly.pid, target, connections, options.seconds, round);
        report.runs.push(bareRun, run);
        const key = `${target.name}@${connections}`;
        pairsByRow.set(key, [...(pairsByRow.get(key) ?? []), { bare: bareRun, row: run }]);
        const nonOk =
          Object.entries(run.nonOk)
            .map(([status, count]) => `${count}×${status}`)
            .join(', ') || (run.errors ? '' : '0');
        log(
          `  ${target.name.padEnd(52)} ${Math.round(run.rps).toString().padStart(7)} ${String(run.p50).padStart(5)} ${String(run.p99).padStart(5)} ${(run.rps / bareRun.rps).toFixed(3).padStart(6)} ${run.cpuPerRequestMs.toFixed(2).padStart(10)}  ${nonOk}${run.errors ? ` ${run.errors} errors` : ''}   (bare ${Math.round(bareRun.rps)} req/s)`,
        );
      }
    }
  }
  for (const connections of options.connections) {
    const bareRuns = report.runs.filter((run) => run.target === bareTarget.name && run.connections === connections);
    report.bare.push({
      connections,
      rps: bareRuns.reduce((sum, run) => sum + run.rps, 0) / bareRuns.length,
      cpuPerRequestMs: bareRuns.reduce((sum, run) => sum + run.cpuPerRequestMs, 0) / bareRuns.length,
    });
    for (const target of targets) {
      report.rows.push({ ...summarise(pairsByRow.get(`${target.name}@${connections}`)!), matches: matches.get(target.name), group: target.group });
    }
  }
  log(
    `\nStall probe: 1 connection reading random listings, alone and beside 10 connections of costly searches (${Math.max(options.seconds, STALL_MIN_SECONDS)} s each)...`,
  );
  report.stall = await stallProbe(nestly.url, nestly.pid, longTail, random, options.seconds, options.rounds);
  for (const run of [report.stall.readerAlone, report.stall.readerDuring, report.stall.searches]) {
    const nonOk =
      Object.entries(run.nonOk)
        .map(([status, count]) => `${count}×${status}`)
        .join(', ') || '0';
    log(
      `  ${run.target.padEnd(80)} ${String(run.responses).padStart(6)} answers ${Math.round(run.rps).toString().padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  non-2xx ${nonOk}${run.errors ? ` ${run.errors} errors` : ''}`,
    );
  }
  report.memory = treeMemory(nestly.pid);

  log('\nRestarting the server on the existing database to time `npm start` to the first answer...');
  const firstStartMs = nestly.startMs;
  await nestly.stop();
  nestly = await startNestly(options.root, options.dataDir, options.databaseUrl, logFile);
  report.startup = { firstStartMs, restartMs: nestly.startMs };
  report.pageWeight = await homePageWeight(nestly.url);
  if (options.lighthouse) {
    log('Lighthouse (mobile defaults) on /, /marketplace, a listing, /blog and a post...');
    try {
      report.lighthouse = await lighthouseScores(nestly.url, await lighthousePaths(nestly.url));
    } catch (error) {
      report.lighthouseError = error instanceof Error ? error.message : String(error);
    }
  } else {
    report.lighthouseError = 'BENCH_LIGHTHOUSE=0';
  }
} finally {
  await nestly?.stop();
  await bare?.stop();
}

report.loadAverage.end = loadAverageNow();
log(`\n${toMarkdown(report)}`);
log(`Wrote ${writeReport(options.resultsDir, report, latestName)} and data/bench/${latestName}.md`);
