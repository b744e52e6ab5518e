import type { ApiFetch } from '../../src-shared/page-render';

/** How /api is reached: the browser's fetch, or, while the server renders a page, a call into its own app. */

let transport: ApiFetch = (path, init) => fetch(path, init);

/** The server's render sets its own transport once (src-renderer/entry-server.tsx). */
export function setApiTransport(next: ApiFetch): void {
  transport = next;
}

export const apiFetch: ApiFetch = (path, init) => transport(path, init);
