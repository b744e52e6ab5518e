import type { ConnectionSettings } from '../../src-shared/desktop/bridge';
import { checkRemoteUrl } from '../../src-shared/desktop/remote-url';

export const DEFAULT_SETTINGS: ConnectionSettings = { mode: 'embedded' };

/**
 * A connection choice from settings.json or from the renderer. Anything unreadable falls back to
 * the embedded database rather than stopping the console from starting; a bad remote URL is dropped.
 */
export function parseSettings(value: unknown): ConnectionSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return DEFAULT_SETTINGS;
  const { mode, remoteUrl } = value as Record<string, unknown>;
  const remote = checkRemoteUrl(remoteUrl);
  const settings: ConnectionSettings = { mode: mode === 'remote' ? 'remote' : 'embedded' };
  if (remote.ok) settings.remoteUrl = remote.origin;
  return settings;
}

export function parseSettingsFile(text: string | undefined): ConnectionSettings {
  if (text === undefined) return DEFAULT_SETTINGS;
  try {
    return parseSettings(JSON.parse(text));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function serializeSettings(settings: ConnectionSettings): string {
  return `${JSON.stringify(parseSettings(settings), null, 2)}\n`;
}
