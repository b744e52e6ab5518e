import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInMembers } from './bench/accounts';
import { ensureDataset } from './bench/dataset';
import { measure } from './bench/load';
import { benchOptions } from './bench/options';
import { monotonicMicros, profileMarkdown, summariseProfile } from './bench/profile-summary';
import { loadAverageNow } from './bench/report';
import { startNestly } from './bench/servers';
import { loadLongTail, longTailTargets } from './bench/long-tail';
import { mixTarget } from './bench/mix';
import { seededRandom } from './bench/random';
import { benchTargets, checkTarget, findFixtures } from './bench/targets';

/*
 * npm run bench:profile -- [row keys]: the server started as `npm start` starts it, under
 * node --cpu-prof, loaded with one row at a time (10 connections, BENCH_SECONDS, default 10 s);
 * prints where its busy time went and writes data/bench/profiles/<key>.md beside the .cpuprofile.
 * Keys: products, search-common, search-phrase, search-none, product, blogs, blog, page,
 * member-products, member-page, member-user, member-conversations, member-send, and the long tail's and the mix's rows:
 * random-product, random-search, random-filtered (and member-… of each), mix, mix-hot, mix-live.
 */
const options = benchOptions({ BENCH_SECONDS: '10', ...process.env });
const keys = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['products', 'member-products', 'member-user'];
const { stamp } = await ensureDataset(options, console.log);
console.log(`Load average: ${loadAverageNow().join(', ')}`);

const summaries: string[] = [];
for (const key of keys) {
  const dir = join(options.resultsDir, 'profiles', key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startNestly(options.root, options.dataDir, options.databaseUrl, join(options.resultsDir, 'server.log'), {
    NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --cpu-prof --cpu-prof-dir=${dir}`.trim(),
  });
  let result;
  let window: [number, number] | undefined;
  try {
    const { productId, blogSlug } = await findFixtures(server.url);
    const members = await signInMembers(options, server.url, stamp.key);
    const longTail = await loadLongTail(options.databaseUrl);
    const random = seededRandom(18);
    const target = [
      ...benchTargets(server.url, { productId, blogSlug, readerCookie: members.readerCookie, nextSender: members.nextSender }),
      ...longTailTargets(longTail, random, members.readerCookie),
      mixTarget(longTail, random, { url: server.url, productId, blogSlug, members: members.senders, nextSender: members.nextSender }),
      mixTarget(longTail, random, { url: server.url, productId, blogSlug, members: members.senders, nextSender: members.nextSender }, 'mix-hot'),
      mixTarget(longTail, random, { url: server.url, productId, blogSlug, members: members.senders, nextSender: members.nextSender }, 'mix-live'),
    ].find((candidate) => candidate.key === key);
    if (!target) throw new Error(`no row "${key}"`);
    await checkTarget(server.url, target);
    // warm the code paths before the part of the profile that counts
    await measure(server.url, server.pid, target, 10, 1, 0);
    const from = monotonicMicros();
    result = await measure(server.url, server.pid, target, 10, options.seconds, 1);
    window = [from, monotonicMicros()];
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((name) => name.includes(`.${server.pid}.`) && name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile of process ${server.pid} in ${dir}`);
  const title = `${key}: ${Math.round(result.rps)} req/s, ${result.cpuPerRequestMs.toFixed(2)} ms CPU a request (profiler on; samples of the measured load only)`;
  // the window is kept beside the profile, so it can be summarised again later
  writeFileSync(join(dir, 'window.json'), JSON.stringify({ file, window, result }));
  const markdown = profileMarkdown(title, summariseProfile(join(dir, file), window));
  writeFileSync(join(options.resultsDir, 'profiles', `${key}.md`), markdown);
  summaries.push(markdown);
  console.log(`\n${markdown}`);
}
console.log(`Profiles and summaries in ${join(options.resultsDir, 'profiles')}`);
