/** The shell and its embedded server talk over the utility process's message port. */

/** shell → server */
export type ShellMessage = { type: 'start'; launchSecret: string } | { type: 'stop' } | { type: 'request'; id: number; action: ServerAction };

export type ServerAction = { name: 'back-up-database'; file: string };

/** server → shell */
export type ServerMessage =
  | { type: 'started'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'reply'; id: number; ok: true; result: unknown }
  | { type: 'reply'; id: number; ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isShellMessage(value: unknown): value is ShellMessage {
  if (!isRecord(value)) return false;
  if (value['type'] === 'start') return typeof value['launchSecret'] === 'string' && value['launchSecret'] !== '';
  if (value['type'] === 'stop') return true;
  if (value['type'] !== 'request' || !Number.isInteger(value['id']) || !isRecord(value['action'])) return false;
  return value['action']['name'] === 'back-up-database' && typeof value['action']['file'] === 'string';
}

export function isServerMessage(value: unknown): value is ServerMessage {
  if (!isRecord(value)) return false;
  if (value['type'] === 'started') return typeof value['url'] === 'string';
  if (value['type'] === 'failed') return typeof value['message'] === 'string';
  return value['type'] === 'reply' && Number.isInteger(value['id']) && typeof value['ok'] === 'boolean';
}
