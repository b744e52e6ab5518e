import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** An ApiError as JSON can carry it: the page must show the same failure the server rendered. */
interface SerializedError {
  apiError: { status: number; body: unknown };
}

function isSerializedError(value: unknown): value is SerializedError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * The server's answers for the first screen, as JSON to place in the page: settled queries only, and
 * failures only when they are answers of the API (a 404 shows Not Found on both sides). `<` is escaped
 * so no text in the data can close the script element that holds it.
 */
export function serializeQueryState(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    return { ...query, state: { ...query.state, error: { apiError: { status: error.status, body: error.body } } } };
  });
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** Puts the server's answers into the browser's cache before the first render, so hydration matches. */
export function restoreQueryState(client: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isSerializedError(error)) return query;
    return { ...query, state: { ...query.state, error: new ApiError(error.apiError.status, error.apiError.body) } };
  });
  hydrate(client, { ...state, queries } as DehydratedState);
}
