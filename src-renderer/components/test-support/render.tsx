import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient, type FailureHandlers } from '../../api/query-client';
import { appTheme } from '../../theme/themes';

/**
 * Unmounts what a test rendered and puts fetch back. Each test file registers it (afterEach): files
 * share their worker's modules (vitest isolate: false), so a hook registered here would run for the first file only.
 */
export function cleanupAfterTest(): void {
  cleanup();
  vi.unstubAllGlobals();
}

/** A JSON answer as the server sends it. */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * What the app wraps every screen in (theme, the app's query client and its failure handling, the
 * router at `path`). Failures that would reach a toast are collected in `failures`.
 */
export function appProviders({ path = '/' }: { path?: string } = {}) {
  const failures: { title: string; description?: string }[] = [];
  const handlers: FailureHandlers = { showFailure: (toast) => failures.push(toast), goToSignIn: () => undefined, sessionEnded: () => undefined };
  const client = createQueryClient(handlers);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={appTheme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { wrapper, failures, location };
}

/** Renders a screen part as the app does (see appProviders). */
export function renderInApp(ui: ReactElement, options: { path?: string } = {}) {
  const { wrapper, failures, location } = appProviders(options);
  return { ...render(ui, { wrapper }), failures, location };
}

/** Answers the calls the part makes, by method and path; anything else fails the test loudly. */
export function stubApi(routes: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>) {
  const calls: { key: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, init });
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
