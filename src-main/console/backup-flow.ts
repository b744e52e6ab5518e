import { dialog, type BrowserWindow } from 'electron';
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupResult } from '../../src-shared/desktop/bridge';
import type { BackupReport } from '../../src-server/db/backup';
import { backupFileName, isInside, partialBackupPath } from '../backup/backup-target';
import type { ServerHandle } from '../server/server-process';

export interface BackupContext {
  window: BrowserWindow | undefined;
  server: ServerHandle | undefined;
  dataDir: string;
  documentsDir: string;
}

const failed = (message: string): BackupResult => ({ status: 'failed', message });

/**
 * Back Up Database…: the embedded server writes the copy with the CLI's backup (VACUUM INTO, then
 * integrity_check) under a temporary name beside the chosen file, which it then replaces.
 */
export async function backUpDatabase({ window, server, dataDir, documentsDir }: BackupContext): Promise<BackupResult> {
  if (!server)
    return failed('Only the embedded database is backed up from the console; a community server is backed up where it runs (npm run cli -- backup FILE).');
  const options = {
    title: 'Back Up Database',
    defaultPath: join(documentsDir, backupFileName(new Date())),
    filters: [{ name: 'SQLite database', extensions: ['sqlite'] }],
  };
  const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { status: 'cancelled' };
  const target = choice.filePath;
  if (isInside(dataDir, target)) return failed("Choose a folder outside the console's data folder.");
  const partial = partialBackupPath(target, randomUUID());
  try {
    const report = await server.request<BackupReport>({ name: 'back-up-database', file: partial });
    await rename(partial, target);
    return { status: 'saved', file: target, bytes: report.bytes };
  } catch (error) {
    await rm(partial, { force: true });
    return failed((error as Error).message);
  }
}
