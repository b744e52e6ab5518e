export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The one way the renderer talks to /api. Cookies always go along; a JSON body is sent only
 * when there is a payload; any non-2xx answer throws Error("<status>: <body text>").
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** A list plus the X-Total-Count the server sends with it. */
export async function apiList<T>(path: string): Promise<{ items: T[]; total: number }> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total };
}

/** The HTTP status of an apiRequest error, or undefined for network failures. */
export function errorStatus(error: unknown): number | undefined {
  const match = /^(\d{3}): /.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : undefined;
}

/** The server's `message` field from an apiRequest error, or undefined when there is none. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** True when fetch itself failed (offline, server down), as opposed to an HTTP error answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
