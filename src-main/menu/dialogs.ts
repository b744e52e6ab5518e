import type { MessageBoxOptions } from 'electron';
import type { BackupResult, ConnectionStatus } from '../../src-shared/desktop/bridge';

export interface AboutFacts {
  appName: string;
  appVersion: string;
  apiVersion: number;
  status: ConnectionStatus;
}

function serverLine({ state }: ConnectionStatus): string {
  switch (state.status) {
    case 'connected':
      return state.mode === 'embedded'
        ? 'Using the embedded database on this computer.'
        : `Connected to ${state.serverUrl} (Nestly ${state.serverVersion}, API version ${state.serverApiVersion}).`;
    case 'incompatible':
      return `${state.serverUrl} speaks API version ${state.serverApiVersion ?? 'unknown'}; not connected.`;
    case 'unreachable':
      return state.message;
    case 'not-configured':
      return 'No community server chosen yet.';
  }
}

export function aboutDialog(facts: AboutFacts): MessageBoxOptions {
  return {
    type: 'info',
    title: `About ${facts.appName}`,
    message: `${facts.appName} ${facts.appVersion}`,
    detail: `Speaks Nestly API version ${facts.apiVersion}.\n${serverLine(facts.status)}`,
    buttons: ['OK'],
  };
}

export function backupResultDialog(result: BackupResult): MessageBoxOptions | null {
  if (result.status === 'cancelled') return null;
  if (result.status === 'failed') {
    return { type: 'error', title: 'Back Up Database', message: 'The backup was not made', detail: result.message, buttons: ['OK'] };
  }
  const size = result.bytes >= 1_048_576 ? `${(result.bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(result.bytes / 1024))} KB`;
  return {
    type: 'info',
    title: 'Back Up Database',
    message: 'Backup saved',
    detail: `${result.file}\n${size}, integrity check passed.`,
    buttons: ['OK'],
  };
}

export const START_FAILURE_BUTTONS = ['Try Again', 'Open Data Folder', 'Quit'] as const;

/** Shown when the embedded server does not start, or stops on its own; its log's last lines go in the details. */
export function startFailureDialog(message: string, log: string, hasStarted: boolean): MessageBoxOptions {
  return {
    type: 'error',
    title: 'Nestly Console',
    message: hasStarted ? "The console's server stopped unexpectedly" : "The console's server could not start",
    detail: [message, log.trim() && `Last lines of its log:\n${log.trim()}`].filter(Boolean).join('\n\n'),
    buttons: [...START_FAILURE_BUTTONS],
    defaultId: 0,
    cancelId: 2,
    noLink: true,
  };
}
