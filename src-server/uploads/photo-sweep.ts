import type { Knex } from 'knex';
import type { Logger } from '../http/request-log';
import type { PhotoFiles, StoredFile } from './photo-files';
import { fileNameOf, thumbNameOf } from './photo-store';
import { isUnfinishedWrite } from './stores/local-files';
import { unusedPhotoUrls } from './photo-references';

/** An upload nobody attached within a day is taken as abandoned (the form was closed, the tab lost). */
export const UNUSED_PHOTO_AGE_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;
const BATCH = 200;

/**
 * Removes stored photos that no row uses and that are over a day old: uploads never attached to a
 * listing or post, and what a deleted listing left behind. Safe to run in several processes, on
 * several machines, at once: every delete is idempotent, and a file is looked at again (age,
 * references) just before it goes, so one uploaded again in the meantime (which renews its time) stays.
 */
export async function sweepUnusedPhotos(db: Knex, files: PhotoFiles, now = Date.now()): Promise<{ removed: string[] }> {
  const stored: StoredFile[] = [];
  for await (const file of files.list()) stored.push(file);
  // thumbnails whose photo is there: they go with it
  const thumbsOfPresent = new Set(stored.map((file) => thumbNameOf(file.name)));
  const candidates: string[] = [];
  for (const { name, modifiedMs } of stored) {
    const isOld = now - modifiedMs > UNUSED_PHOTO_AGE_MS;
    if (isUnfinishedWrite(name)) {
      if (isOld) await files.remove([name]);
      continue;
    }
    if (!fileNameOf(`/uploads/${name}`) || thumbsOfPresent.has(name)) continue;
    if (isOld) candidates.push(name);
  }

  const removed: string[] = [];
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const unused = new Set(
      (
        await unusedPhotoUrls(
          db,
          batch.map((name) => `/uploads/${name}`),
        )
      ).map((url) => fileNameOf(url)!),
    );
    for (const name of batch) {
      if (!unused.has(name)) continue;
      // gone (another sweep took it) or written again since the listing: left alone
      const modifiedMs = await files.modifiedMs(name);
      if (modifiedMs === undefined || Date.now() - modifiedMs <= UNUSED_PHOTO_AGE_MS) continue;
      await files.remove([name, thumbNameOf(name)]);
      removed.push(name);
    }
  }
  return { removed };
}

/** Runs the sweep a minute after start, then hourly; stop() ends it (on server close). */
export function startPhotoSweep(db: Knex, files: PhotoFiles, logger: Logger): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const { removed } = await sweepUnusedPhotos(db, files);
      if (removed.length > 0) logger.info({ removed: removed.length }, 'removed unused photos');
    } catch (error) {
      logger.error({ err: error }, 'photo sweep failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void sweep(), 60_000);
  const every = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
