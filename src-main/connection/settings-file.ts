import { readFile, rename, writeFile } from 'node:fs/promises';
import type { ConnectionSettings } from '../../src-shared/desktop/bridge';
import { parseSettingsFile, serializeSettings } from './settings';

export async function readSettings(file: string): Promise<ConnectionSettings> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return parseSettingsFile(text);
}

/** Written beside and renamed over, so a crash mid-write never leaves half a file. */
export async function writeSettings(file: string, settings: ConnectionSettings): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, serializeSettings(settings), { mode: 0o600 });
  await rename(partial, file);
}
