import { dirname, join, relative, isAbsolute } from 'node:path';

/** e.g. nestly-backup-2026-11-23-0915.sqlite, in local time so it matches the clock the admin sees */
export function backupFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `nestly-backup-${date}-${pad(now.getHours())}${pad(now.getMinutes())}.sqlite`;
}

export function isInside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * The backup is written beside the chosen file under a temporary name and then renamed over it, so
 * choosing an existing file (which the save dialog lets one confirm) replaces it only once a checked
 * copy exists.
 */
export function partialBackupPath(target: string, token: string): string {
  return join(dirname(target), `.nestly-backup-${token}.partial`);
}
