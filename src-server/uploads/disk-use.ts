import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Bytes the stored photos take on disk (the files in the uploads folder; it has no subfolders). */
export async function uploadsDiskUse(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    // a file swept away by another process between the listing and the stat counts as gone
    bytes += await stat(join(folder, entry.name)).then(
      (info) => info.size,
      () => 0,
    );
  }
  return bytes;
}
