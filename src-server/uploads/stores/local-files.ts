import express from 'express';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_MAX_AGE_SECONDS, type PhotoFiles, type StoredFile } from '../photo-files';

/** A write that died between its temporary file and the rename leaves a file named like this. */
export const isUnfinishedWrite = (name: string): boolean => name.startsWith('.') && name.endsWith('.tmp');

/** Photos in a folder on this machine (<DATA_DIR>/uploads by default), served by express.static. */
export function createLocalFiles(folder: string): PhotoFiles {
  const pathOf = (name: string) => join(folder, name);
  const modifiedMs = async (name: string) => {
    try {
      return (await stat(pathOf(name))).mtimeMs;
    } catch {
      return undefined; // gone already: another process swept it
    }
  };
  const files = express.static(folder, { immutable: true, maxAge: PHOTO_MAX_AGE_SECONDS * 1000, index: false, redirect: false, dotfiles: 'deny' });

  return {
    location: folder,
    has: async (name) => existsSync(pathOf(name)),
    async write(name, data) {
      const target = pathOf(name);
      // the same picture uploaded again: renew its time, so the unused-photo sweep counts its day afresh
      if (existsSync(target)) {
        const now = new Date();
        await utimes(target, now, now).catch(() => undefined);
        return;
      }
      await mkdir(folder, { recursive: true });
      // write then rename, so a reader never sees half a file
      const temp = pathOf(`.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, data);
      await rename(temp, target);
    },
    read: (name) => readFile(pathOf(name)).catch(() => undefined),
    modifiedMs,
    async remove(names) {
      for (const name of names) await rm(pathOf(name), { force: true });
    },
    async *list() {
      if (!existsSync(folder)) return;
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        // a file swept away by another process between the listing and the stat is left out
        const info = await stat(pathOf(entry.name)).catch(() => undefined);
        if (info) yield { name: entry.name, bytes: info.size, modifiedMs: info.mtimeMs } satisfies StoredFile;
      }
    },
    serve: files,
  };
}
