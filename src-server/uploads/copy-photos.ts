import type { PhotoFiles } from './photo-files';
import { isUnfinishedWrite } from './stores/local-files';

export interface PhotoCopyCounts {
  /** files copied (or, on a dry run, that would be) */
  copied: number;
  bytes: number;
  /** files the target already had under the same name: names are content hashes, so the same bytes */
  alreadyThere: number;
}

/**
 * Copies every stored photo and thumbnail from one store to another (the folder to a bucket), skipping
 * what the target already has, so an interrupted copy is finished by running it again.
 */
export async function copyPhotos(from: PhotoFiles, to: PhotoFiles, { dryRun = false } = {}): Promise<PhotoCopyCounts> {
  const present = new Set<string>();
  for await (const file of to.list()) present.add(file.name);
  const counts: PhotoCopyCounts = { copied: 0, bytes: 0, alreadyThere: 0 };
  for await (const file of from.list()) {
    if (isUnfinishedWrite(file.name)) continue;
    if (present.has(file.name)) {
      counts.alreadyThere += 1;
      continue;
    }
    if (!dryRun) {
      const data = await from.read(file.name);
      // swept away by the running server since the listing: nothing uses it
      if (!data) continue;
      await to.write(file.name, data);
    }
    counts.copied += 1;
    counts.bytes += file.bytes;
  }
  return counts;
}
