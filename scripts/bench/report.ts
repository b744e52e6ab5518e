import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import type { DatasetStamp } from './dataset';
import type { PageScore } from './lighthouse';
import type { RowSummary, RunResult } from './load';
import type { PageWeight } from './page-weight';
import type { SearchTiming } from './search-timing';

export interface BenchReport {
  startedAt: string;
  machine: string;
  commit: string;
  node: string;
  loadAverage: { start: number[]; end: number[]; perRound: number[][] };
  dataset: DatasetStamp & { reused: boolean };
  settings: { seconds: number; connections: number[]; rounds: number };
  bare: { connections: number; rps: number; cpuPerRequestMs: number }[];
  rows: (RowSummary & { matches?: number })[];
  runs: RunResult[];
  search: SearchTiming[];
  pageWeight?: PageWeight;
  lighthouse?: PageScore[];
  lighthouseError?: string;
  startup?: { firstStartMs: number; restartMs: number };
  memory?: { rss: number; peakRss: number };
  notes: string[];
}

export function machineDescription(): string {
  const cpu = cpus();
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}`;
}

export function commitDescription(root: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

export const loadAverageNow = () => loadavg().map((value) => Math.round(value * 100) / 100);

const ms = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number) => (Number.isFinite(value) ? (value < 0.1 ? value.toFixed(3) : value.toFixed(2)) : '–');

function nonOkText(nonOk: Record<string, number>, errors: number): string {
  const parts = Object.entries(nonOk).map(([status, count]) => `${count}×${status}`);
  if (errors > 0) parts.push(`${errors} errors`);
  return parts.length > 0 ? `**${parts.join(', ')}**` : '0';
}

export function toMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const { dataset } = report;
  lines.push(`Measured ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${report.machine}; commit ${report.commit}.`);
  lines.push(
    `Load average at start ${report.loadAverage.start.join(', ')}; at end ${report.loadAverage.end.join(', ')}. ` +
      'The load generator, the server and anything else on the machine share its cores: on a loaded machine every figure is an upper bound on the cost (a lower bound on the speed), and the ratios to the bare route are the figures to compare.',
  );
  lines.push(
    `Data (${dataset.database.startsWith('postgres') ? 'PostgreSQL' : 'SQLite, synchronous=FULL'}): the demo data plus ${dataset.listings.toLocaleString('en')} listings, ${dataset.posts.toLocaleString('en')} posts and ${dataset.messages.toLocaleString('en')} messages (${dataset.reused ? 'reused' : 'built'}; building takes ${dataset.buildSeconds} s). ` +
      `${report.settings.seconds} s a target, ${report.settings.rounds} rounds, each row measured right after the bare route.`,
  );
  lines.push('');
  for (const connections of report.settings.connections) {
    const bare = report.bare.find((entry) => entry.connections === connections);
    lines.push(
      `**${connections} connections** — bare Express 5 route: ${Math.round(bare?.rps ?? 0).toLocaleString('en')} req/s, ${ms(bare?.cpuPerRequestMs ?? Number.NaN, 3)} ms CPU a request`,
    );
    lines.push('');
    lines.push('| request | matches | req/s | p50 ms | p99 ms | ratio to bare | server CPU ms/req | non-2xx |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of report.rows.filter((entry) => entry.connections === connections)) {
      lines.push(
        `| ${row.target} | ${row.matches?.toLocaleString('en') ?? ''} | ${Math.round(row.rps).toLocaleString('en')} | ${ms(row.p50, 0)} | ${ms(row.p99, 0)} | ${ratio(row.ratio)} | ${ms(row.cpuPerRequestMs, 2)} | ${nonOkText(row.nonOk, row.errors)} |`,
      );
    }
    lines.push('');
  }
  lines.push('**Search inside the process** (the marketplace list call without HTTP; median of repeated calls; then each SQL statement alone, prepared once)');
  lines.push('');
  lines.push('| query | matches | median ms | p90 ms | count ms | page ms | photos ms |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const search of report.search) {
    const statement = (kind: string) => {
      const found = search.statements.filter((entry) => entry.kind === kind);
      return found.length > 0
        ? ms(
            found.reduce((sum, entry) => sum + entry.medianMs, 0),
            2,
          )
        : '–';
    };
    lines.push(
      `| ${search.query} | ${search.total.toLocaleString('en')} | ${ms(search.medianMs, 2)} | ${ms(search.p90Ms, 2)} | ${statement('count')} | ${statement('page')} | ${statement('photos')} |`,
    );
  }
  lines.push('');
  const other: string[] = [];
  if (report.pageWeight) {
    const { pageWeight } = report;
    const encodings = [...new Set(pageWeight.assets.filter((asset) => asset.kind !== 'html').map((asset) => asset.encoding))].join(', ');
    other.push(`| home page JavaScript on the wire | ${kb(pageWeight.jsWire)} (${kb(pageWeight.jsBytes)} decoded; encoding: ${encodings || 'none'}) |`);
    other.push(`| home page CSS on the wire | ${kb(pageWeight.cssWire)} (${kb(pageWeight.cssBytes)} decoded) |`);
  }
  for (const score of report.lighthouse ?? []) {
    other.push(
      score.error
        ? `| Lighthouse ${score.path} | failed: ${score.error} |`
        : `| Lighthouse ${score.path} (mobile) | performance ${score.performance}, LCP ${ms(score.lcpMs / 1000, 1)} s, FCP ${ms(score.fcpMs / 1000, 1)} s, TBT ${ms(score.tbtMs, 0)} ms, CLS ${ms(score.cls, 3)}; accessibility ${score.accessibility}, SEO ${score.seo}; scripts loaded ${kb(score.scriptTransfer)}, styles ${kb(score.styleTransfer)} |`,
    );
  }
  if (report.lighthouseError) other.push(`| Lighthouse | not run: ${report.lighthouseError} |`);
  if (report.startup) {
    other.push(
      `| \`npm start\` to first answer, existing database | ${(report.startup.restartMs / 1000).toFixed(2)} s (first start of this run: ${(report.startup.firstStartMs / 1000).toFixed(2)} s) |`,
    );
  }
  if (report.memory)
    other.push(
      `| server memory after the load | RSS ${(report.memory.rss / 2 ** 20).toFixed(0)} MB (peak ${(report.memory.peakRss / 2 ** 20).toFixed(0)} MB) |`,
    );
  if (other.length > 0) lines.push('| measure | value |', '| --- | --- |', ...other, '');
  for (const note of report.notes) lines.push(`- ${note}`);
  return `${lines.join('\n').trimEnd()}\n`;
}

/** `latest` names the file that always holds the newest run of its kind (latest.md, latest-postgres.md...). */
export function writeReport(resultsDir: string, report: BenchReport, latest = 'latest'): string {
  const dir = join(resultsDir, 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const markdown = toMarkdown(report);
  writeFileSync(join(dir, `${stamp}.md`), markdown);
  writeFileSync(join(dir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${latest}.md`), markdown);
  writeFileSync(join(resultsDir, `${latest}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return join(dir, `${stamp}.md`);
}
