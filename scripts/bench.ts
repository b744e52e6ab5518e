import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../src-server/config';
import { startServer } from '../src-server/server';
import { seedDemo } from '../database/seeds/demo';

// Loopback-only load: a bounded run against a fresh demo server; prints requests per second and latency.
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'nestly-bench-'));
const server = await startServer({ ...configFromEnv({ DATA_DIR: dataDir }, process.cwd()), host: '127.0.0.1', port: 0 });
await seedDemo(server.db, { uploadsDir: join(dataDir, 'uploads') });

const paths = ['/api/health', '/api/blogs?pageSize=3', '/api/deals?pageSize=3'];
try {
  for (const path of paths) {
    const result = await autocannon({ url: `${server.url}${path}`, connections: 20, duration: DURATION_S });
    console.log(`${path.padEnd(32)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`);
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
