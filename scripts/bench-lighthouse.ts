import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lighthousePaths, lighthouseScores, type PageScore } from './bench/lighthouse';
import { commitDescription, loadAverageNow } from './bench/report';
import { startNestly, type RunningProcess } from './bench/servers';

/*
 * npm run bench:lighthouse: only the Lighthouse part of `npm run bench`, several times, on the demo data
 * (the budgets of the first screen are measured there; the bench's 100,000 listings are for the load rows).
 * Starts the server as `npm start` does on a data folder of its own (data/bench/db-demo, filled with the demo
 * data on the first run), runs Lighthouse's mobile defaults on /, /marketplace, a listing, /blog and a post,
 * BENCH_LIGHTHOUSE_RUNS times each (3 by default, the pages taken in turn), and prints each run and the
 * median of each page, with the LCP element and where its time went. Every full Lighthouse report is kept
 * under data/bench/lighthouse/<time>/ for its diagnostics.
 *
 * BENCH_LIGHTHOUSE_BASELINE=<folder of another checkout> measures that checkout too (started the same way, on
 * a demo data folder of its own), each page of one and then of the other, so both meet the same load on a
 * shared machine: a before/after comparison.
 */
const root = resolve(import.meta.dirname, '..');
const runs = Math.max(1, Math.round(Number(process.env['BENCH_LIGHTHOUSE_RUNS'] || 3)));
const baselineRoot = process.env['BENCH_LIGHTHOUSE_BASELINE'] ? resolve(process.env['BENCH_LIGHTHOUSE_BASELINE']) : undefined;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const reportsDir = resolve(root, 'data/bench/lighthouse', stamp);
mkdirSync(reportsDir, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '_'));

function line(score: PageScore): string {
  if (score.error) return `${score.path}: failed: ${score.error}`;
  const parts = Object.entries(score.lcpParts ?? {})
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
  return (
    `${score.path.padEnd(44)} perf ${String(score.performance).padStart(3)}  LCP ${(score.lcpMs / 1000).toFixed(2)} s  FCP ${(score.fcpMs / 1000).toFixed(2)} s  ` +
    `TBT ${Math.round(score.tbtMs)} ms  CLS ${score.cls.toFixed(3)}  a11y ${score.accessibility}  SEO ${score.seo}  JS ${(score.scriptTransfer / 1024).toFixed(1)} KB\n` +
    `    LCP element: ${score.lcpElement ?? '?'}; traced parts (ms): ${parts}`
  );
}

console.log(`Lighthouse on commit ${commitDescription(root)}, load average ${loadAverageNow().join(', ')}; ${runs} runs a page; reports in ${reportsDir}`);
interface Measured {
  label: string;
  root: string;
  server?: RunningProcess;
  scores: PageScore[];
}
const measured: Measured[] = [
  { label: 'this checkout', root, scores: [] },
  ...(baselineRoot ? [{ label: `baseline ${baselineRoot}`, root: baselineRoot, scores: [] }] : []),
];
try {
  for (const side of measured) {
    const dataDir = resolve(side.root, 'data/bench/db-demo');
    side.server = await startNestly(side.root, dataDir, join(dataDir, 'nestly.sqlite'), join(root, 'data/bench/server.log'));
  }
  const paths = await lighthousePaths(measured[0]!.server!.url);
  // each page asked once before measuring, so no run measures the first render of a page the server then keeps
  for (const side of measured) for (const path of paths) await (await fetch(`${side.server!.url}${path}`)).arrayBuffer();
  for (let run = 1; run <= runs; run += 1) {
    for (const path of paths) {
      for (const [index, side] of measured.entries()) {
        const keep = (page: string, report: string) => writeFileSync(join(reportsDir, `${fileName(page)}-${index ? 'baseline-' : ''}${run}.json`), report);
        const [score] = await lighthouseScores(side.server!.url, [path], keep);
        console.log(`run ${run}${measured.length > 1 ? ` ${side.label}` : ''}  ${line(score!)}`);
        side.scores.push(score!);
      }
    }
  }
} finally {
  for (const side of measured) await side.server?.stop();
}

function medians(all: PageScore[]) {
  return [...new Set(all.map((score) => score.path))].map((path) => {
    const scores = all.filter((score) => score.path === path && !score.error);
    const of = (key: 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls' | 'accessibility' | 'seo' | 'scriptTransfer') =>
      median(scores.map((score) => score[key]));
    const row = {
      path,
      performance: of('performance'),
      performanceRange: [Math.min(...scores.map((score) => score.performance)), Math.max(...scores.map((score) => score.performance))],
      lcpMs: of('lcpMs'),
      fcpMs: of('fcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      accessibility: of('accessibility'),
      seo: of('seo'),
      scriptTransfer: of('scriptTransfer'),
    };
    console.log(
      `${path.padEnd(44)} perf ${row.performance} (${row.performanceRange.join('–')})  LCP ${(row.lcpMs / 1000).toFixed(2)} s  FCP ${(row.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  a11y ${row.accessibility}  SEO ${row.seo}  JS ${(row.scriptTransfer / 1024).toFixed(1)} KB`,
    );
    return row;
  });
}

const summary: Record<string, unknown> = {};
for (const side of measured) {
  console.log(`\nMedians over ${runs} runs, ${side.label} (load average now ${loadAverageNow().join(', ')}):`);
  summary[side.label] = { commit: commitDescription(side.root), pages: medians(side.scores), all: side.scores };
}
writeFileSync(join(reportsDir, 'summary.json'), JSON.stringify({ runs, ...summary }, null, 2));
