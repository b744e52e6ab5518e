// npm run test:crash: the real server under steady write load, killed with SIGKILL at random moments
// and started again, N times (--kills N, or CRASH_KILLS; 100 by default). Afterwards the database must
// pass its own integrity checks and hold every write the server had answered 2xx. Meanwhile mail is
// queued in its outbox for it to send to an SMTP server in this process (which the kills never
// touch): once the server has run cleanly to the end, every mail must have arrived exactly once.
// --database-url postgres://… runs it on PostgreSQL (a fresh database there, dropped afterwards);
// --report FILE appends the result as one JSON line for scripts/test-summary.ts.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, migrate } from '../src-server/db/knex';
import { queueMail } from '../src-server/mail/outbox';
import { startSmtpReceiver } from '../src-server/mail/test/smtp-receiver';
import { killServer, startServer, stopServer, type ServerProcess } from './crash/server-process';
import { acknowledgedCount, lostWrites, postgresIntegrity, sqliteIntegrity } from './crash/verify';
import { isMailOk, mailVerdict } from './crash/verify-mail';
import { createWriteLoad } from './crash/write-load';
import { freePort } from '../src-server/test/free-port';

const { values: args } = parseArgs({
  options: { kills: { type: 'string' }, 'database-url': { type: 'string' }, report: { type: 'string' }, members: { type: 'string' } },
});
const kills = Number(args.kills ?? process.env['CRASH_KILLS'] ?? 100);
if (!Number.isInteger(kills) || kills < 1) throw new Error(`--kills must be a whole number of 1 or more, got "${args.kills}"`);
const members = Number(args.members ?? 6);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** mails queued at each kill */
const MAILS_PER_ROUND = 30;

async function pendingMail(db: ReturnType<typeof createDb>): Promise<number> {
  const row = await db('mail_outbox').where({ status: 'pending' }).count<{ n: number }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** A new database for this run: a SQLite file in the data folder, or a fresh PostgreSQL database. */
async function prepareDatabase(): Promise<{ url?: string; label: string; drop: () => Promise<void> }> {
  const serverUrl = args['database-url'];
  if (!serverUrl) return { label: 'SQLite', drop: async () => undefined };
  const name = `nestly_crash_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), label: 'PostgreSQL', drop };
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nestly-crash-'));
  const logFile = join(dataDir, 'server.log');
  const database = await prepareDatabase();
  const sqliteFile = join(dataDir, 'nestly.sqlite');
  const databaseUrl = database.url ?? sqliteFile;
  let server: ServerProcess | undefined;
  const receiver = await startSmtpReceiver();
  // this process queues mail into the outbox at each kill, as a second server or the command line
  // would: the server's sender finds it as it starts, so sending is under way when the next kill comes
  const mailDb = createDb(databaseUrl);
  try {
    // the schema and one category, before the first start
    const setup = createDb(databaseUrl);
    await migrate(setup);
    const [category] = await setup('categories').insert({ name: 'Cribs', slug: 'cribs' }).returning('id');
    await setup.destroy();

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const options = { port, dataDir, databaseUrl: database.url, logFile, smtpUrl: receiver.url };
    const queueSomeMail = async () => {
      for (let n = 0; n < MAILS_PER_ROUND; n += 1) {
        await queueMail(mailDb, { kind: 'crash-test', to: `parent${n}@example.com`, subject: `Crash test mail ${n}`, text: 'Sent once, whatever happens.' });
      }
    };
    server = await startServer(options);
    const load = createWriteLoad(origin, Number((category as { id: number }).id ?? category));
    const accounts = [];
    for (let i = 0; i < members; i += 1) accounts.push(await load.register());
    load.start(accounts);

    const started = Date.now();
    for (let kill = 1; kill <= kills; kill += 1) {
      // a random moment while the writes go on: somewhere in 0.1 to 1.2 s of load
      await sleep(100 + Math.random() * 1_100);
      await killServer(server);
      // while it is down, so the server meets a full outbox as it starts and is killed again while
      // sending (queued while it runs, it would be a second writer its SQLite transactions wait for)
      await queueSomeMail();
      server = await startServer(options);
      if (kill % 10 === 0 || kill === kills)
        console.log(`  ${database.label}: ${kill}/${kills} kills, ${acknowledgedCount(load.acknowledged)} writes answered 2xx so far`);
    }
    await sleep(300);
    await load.stop();
    await stopServer(server);
    server = undefined;
    // No sender is left alive: let the leases of killed senders run out (as two minutes would), then
    // one clean run sends what is left
    await mailDb('mail_outbox').where({ status: 'pending' }).update({ lease_until: null });
    server = await startServer(options);
    for (let waited = 0; waited < 60_000 && (await pendingMail(mailDb)) > 0; waited += 100) await sleep(100);
    await stopServer(server);
    server = undefined;
    const mail = await mailVerdict(
      mailDb,
      receiver.received.map((received) => received.header('Message-ID') ?? ''),
    );

    const integrity = database.url ? await withDb(databaseUrl, postgresIntegrity) : sqliteIntegrity(sqliteFile);
    const lost = await withDb(databaseUrl, (db) => lostWrites(db, load.acknowledged));
    const { acknowledged, counts } = load;
    const ok = integrity.startsWith('ok') && lost.length === 0 && isMailOk(mail, kills);
    const refused =
      Object.entries(counts.refused)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ') || 'none';
    console.log(
      `${database.label}: ${kills} kills in ${Math.round((Date.now() - started) / 1000)} s, ${counts.requests} write requests, ` +
        `${acknowledgedCount(acknowledged)} answered 2xx (${acknowledged.listings.length} listings, ${acknowledged.conversations.length} conversations, ` +
        `${acknowledged.messages.length} messages, ${acknowledged.favourites.length} favourites, ${acknowledged.comments.length} comments), ` +
        `${counts.cutOff} cut off by a kill, ${counts.whileDown} sent while it was down, other answers: ${refused}`,
    );
    console.log(`${database.label}: integrity ${integrity}; lost writes: ${lost.length}${lost.length ? ` (${lost.slice(0, 10).join(', ')})` : ''}`);
    console.log(
      `${database.label}: mail: ${mail.queued} queued, ${mail.received} received, sent twice: ${mail.duplicates.length}, ` +
        `recorded as sent but cut off before its end: ${mail.missing.length} (at most one a kill), arrived unrecorded: ${mail.unexpected.length}, still unsent: ${mail.unsent.length}` +
        `${mail.unsent.length ? ` (${mail.unsent.slice(0, 5).join(', ')})` : ''}`,
    );
    if (args.report) {
      appendFileSync(
        args.report,
        `${JSON.stringify({ database: database.label, ok, kills, acknowledged: acknowledgedCount(acknowledged), lost: lost.length, integrity, mails: mail.received, mailsSentTwice: mail.duplicates.length })}\n`,
      );
    }
    return ok;
  } catch (error) {
    console.error(`${database.label}: the crash test could not run: ${(error as Error).message}`);
    try {
      console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
    } catch {
      /* no log yet */
    }
    if (args.report) appendFileSync(args.report, `${JSON.stringify({ database: database.label, ok: false, error: (error as Error).message })}\n`);
    return false;
  } finally {
    if (server) await killServer(server);
    await mailDb.destroy();
    await receiver.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withDb<T>(url: string, work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const db = createDb(url);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

process.exitCode = (await main()) ? 0 : 1;
