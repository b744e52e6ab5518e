import { ApiError, parseErrorBody } from './api-error';
import { apiFetch } from './api-transport';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The one way the renderer talks to /api. Cookies always go along; a JSON body is sent only
 * when there is a payload; any non-2xx answer throws an ApiError with its status and body.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await apiFetch(path, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorOf(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  return new ApiError(response.status, parseErrorBody(await response.text(), response.headers.get('content-type')));
}

/** A list plus the X-Total-Count the server sends with it. */
export async function apiList<T>(path: string): Promise<{ items: T[]; total: number }> {
  const response = await apiFetch(path, { credentials: 'include' });
  if (!response.ok) throw await apiErrorOf(response);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total };
}

export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
