import { measure, type RunResult } from './load';
import { costlySearchPath, randomProductPath, type LongTailData } from './long-tail';
import type { Random } from './random';

/**
 * Can a request stall the site? Ten connections send costly searches (a common word, a price
 * bound, a sort and a deep page; every URL new) while one connection reads random listings. The
 * reader is measured alone first, then beside the searches: two load generators at once.
 */
export interface StallProbe {
  seconds: number;
  searchConnections: number;
  readerAlone: RunResult;
  readerDuring: RunResult;
  searches: RunResult;
}

export const STALL_SEARCH_CONNECTIONS = 10;
/** longer than the server's default read budget (5 s), so a reader held past it shows its answer or its 503 */
export const STALL_MIN_SECONDS = 8;

export async function stallProbe(url: string, pid: number, data: LongTailData, random: Random, benchSeconds: number, round: number): Promise<StallProbe> {
  const seconds = Math.max(benchSeconds, STALL_MIN_SECONDS);
  const reader = {
    key: 'stall-reader',
    name: 'stall probe: 1 connection reading GET /api/products/{random id}',
    path: randomProductPath(random, data),
    next: () => ({ path: randomProductPath(random, data), headers: {} }),
  };
  const searches = {
    key: 'stall-searches',
    name: `stall probe: ${STALL_SEARCH_CONNECTIONS} connections of costly searches`,
    path: costlySearchPath(random),
    next: () => ({ path: costlySearchPath(random), headers: {} }),
  };
  const readerAlone = await measure(url, pid, reader, 1, seconds, round);
  // the searches start first and run a second longer on each side, so the reader never reads an idle server
  const searchRun = measure(url, pid, searches, STALL_SEARCH_CONNECTIONS, seconds + 2, round);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const readerDuring = await measure(url, pid, { ...reader, name: `${reader.name}, beside the searches` }, 1, seconds, round);
  return { seconds, searchConnections: STALL_SEARCH_CONNECTIONS, readerAlone, readerDuring, searches: await searchRun };
}
