import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Adds up every suite into the one closing line CI reads: "N passed, N failed, N skipped".
const [reportDir = '.', buildFailed = '0'] = process.argv.slice(2);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    numFailedTestSuites: number;
  };
  const suiteFailures = report.numFailedTests === 0 && !report.success ? Math.max(1, report.numFailedTestSuites) : 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + suiteFailures, skipped: report.numPendingTests + report.numTodoTests };
}

// The names of the failed tests, with the first line of their error, printed last so a log's tail shows them
const failures: string[] = [];

interface VitestFile {
  name: string;
  message?: string;
  assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
}

function firstLine(text: string | undefined): string {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function vitestFailures(suite: string, file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { testResults?: VitestFile[] };
  for (const result of report.testResults ?? []) {
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`  ${suite}: ${result.name} > ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && result.message) failures.push(`  ${suite}: ${result.name}\n      ${firstLine(result.message)}`);
  }
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { status: string; results: PlaywrightResult[] }[] }[];
}

interface PlaywrightResult {
  error?: { message?: string; location?: { file: string; line: number } };
  attachments?: { name: string; body?: string }[];
}

/** A browser test's failure, as a log's tail can hold it: the assertion, where it failed, what the page showed. */
function playwrightFailure(result: PlaywrightResult | undefined): string {
  if (!result) return '';
  const message = stripVTControlCharacters(result.error?.message ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 8)
    .map((line) => line.trim().slice(0, 300));
  const location = result.error?.location;
  if (location) message.push(`at ${location.file.replace(process.cwd() + '/', '')}:${location.line}`);
  const context = result.attachments?.find((attachment) => attachment.name === 'page at failure')?.body;
  if (context) message.push(...Buffer.from(context, 'base64').toString('utf8').split('\n').slice(0, 16));
  return message.join('\n      ');
}

function playwrightFailures(suites: PlaywrightSuite[], path: string[]): void {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const failed = test.results.find((result) => result.error);
        failures.push(`  playwright: ${[...here, spec.title].join(' > ')}\n      ${playwrightFailure(failed)}`);
      }
    }
    playwrightFailures(suite.suites ?? [], here);
  }
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: { message?: string }[];
    suites?: PlaywrightSuite[];
  };
  playwrightFailures(report.suites ?? [], []);
  for (const error of report.errors ?? []) failures.push(`  playwright: ${firstLine(error.message)}`);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
}

/** scripts/test-crash.sh's report: one JSON line per database, passed, failed or skipped with a reason. */
function crashCounts(file: string, notRun: string[]): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const runs = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { database: string; ok?: boolean; skipped?: string });
  for (const run of runs) if (run.skipped) notRun.push(`  ${'crash'.padEnd(11)} ${run.database} not run: ${run.skipped}`);
  const ran = runs.filter((run) => !run.skipped);
  const passed = ran.filter((run) => run.ok).length;
  return { passed, failed: ran.length === 0 ? 1 : ran.length - passed, skipped: runs.length - ran.length };
}

// whole-tree checks (type-check, lint, format) count as one test each: check-<name>.status holds the exit code
function checkCounts(file: string): Counts {
  const passed = readFileSync(file, 'utf8').trim() === '0';
  return { passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0 };
}

const CHECK_ORDER = ['type-check', 'lint', 'format'];
const checkNames = readdirSync(reportDir)
  .filter((name) => /^check-.+\.status$/.test(name))
  .map((name) => name.slice('check-'.length, -'.status'.length))
  .sort((a, b) => (CHECK_ORDER.indexOf(a) + 1 || 99) - (CHECK_ORDER.indexOf(b) + 1 || 99));
const suites: Record<string, Counts> = {};
for (const name of checkNames) suites[name] = checkCounts(join(reportDir, `check-${name}.status`));
suites['vitest'] = vitestCounts(join(reportDir, 'vitest.json'));
vitestFailures('vitest', join(reportDir, 'vitest.json'));
// the vitest suite again with every database on PostgreSQL, unless no server could be had
const pgSkipped = join(reportDir, 'vitest-pg.skipped');
const notRun: string[] = [];
if (existsSync(pgSkipped)) notRun.push(`  ${'vitest-pg'.padEnd(11)} not run: ${readFileSync(pgSkipped, 'utf8').trim()}`);
else {
  suites['vitest-pg'] = vitestCounts(join(reportDir, 'vitest-pg.json'));
  vitestFailures('vitest-pg', join(reportDir, 'vitest-pg.json'));
}
// the server killed under write load: one test per database
suites['crash'] = crashCounts(join(reportDir, 'crash.jsonl'), notRun);
if (buildFailed !== '0') suites['web build'] = { passed: 0, failed: 1, skipped: 0 };
else suites['playwright'] = playwrightCounts(join(reportDir, 'playwright.json'));

const total = Object.values(suites).reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log('');
if (failures.length > 0) console.log(`Failed:\n${failures.join('\n')}\n`);
for (const [name, c] of Object.entries(suites)) console.log(`  ${name.padEnd(11)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
for (const line of notRun) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
