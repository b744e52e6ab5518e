/// <reference types="node" />
import { QueryCache, QueryClient, skipToken, type Query } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { ApiFetch } from '../src-shared/page-render';
import { setApiTransport } from './api/api-transport';
import { serializeQueryState } from './api/query-state';
import { App } from './app';
import { ServerRenderContext, type ServerRender } from './components/server-render';
import type { PageRenderRequest, PageRenderResult } from '../src-shared/page-render';

/*
 * The server's render of the first screen (src-server/web/render-page.ts loads this build). The same
 * App as the browser's, with the request's location, the visitor's theme choice and the answers of
 * /api for this visitor in react-query's cache, dehydrated into the page for hydration.
 */

/** Screens may ask for data in answer to data (a listing, then its seller): at most this many rounds of fetching. */
const MAX_DATA_ROUNDS = 3;
/** A render that does not settle by then is given up (the page is sent to be rendered in the browser). */
const RENDER_TIMEOUT_MS = 10_000;

const requestApi = new AsyncLocalStorage<ApiFetch>();
setApiTransport((path, init) => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) return Promise.reject(new Error(`No request to call ${path} for`));
  return fetchApi(path, init);
});

interface ObserverOptions {
  enabled?: boolean | ((query: Query) => boolean);
  queryFn?: unknown;
}

/** A client whose cache notes every query a screen would fetch (enabled, with a query function) as the render meets it. */
function serverQueryClient(): { client: QueryClient; wanted: Set<Query> } {
  const wanted = new Set<Query>();
  const cache = new QueryCache();
  const build = cache.build.bind(cache);
  // observers pass their own options (enabled included) when they build their query
  cache.build = ((...args: Parameters<QueryCache['build']>) => {
    const query = build(...args) as Query;
    const options = args[1] as ObserverOptions;
    const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
    if (enabled !== false && options.queryFn && options.queryFn !== skipToken) wanted.add(query);
    return query;
  }) as QueryCache['build'];
  const client = new QueryClient({
    queryCache: cache,
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } },
  });
  return { client, wanted };
}

/** Renders to a string once everything (lazy pages included) is ready, as a crawler would see it. */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    // cleared once the render ends, so each round's stream is not held (and aborted for nothing) until it fires
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error('The server render did not settle'));
    }, RENDER_TIMEOUT_MS).unref();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      // a failing part is rendered by the browser instead; the rest of the page is still sent
      onError: (error) => console.error('Server render failed in part', error),
    });
  });
}

export async function render(request: PageRenderRequest): Promise<PageRenderResult> {
  return requestApi.run(request.fetchApi, async () => {
    const { client, wanted } = serverQueryClient();
    const tree = (context: ServerRender) => (
      <ServerRenderContext.Provider value={context}>
        <App queryClient={client} ssrPath={request.path} ssrSearch={request.search} />
      </ServerRenderContext.Provider>
    );
    const context = (): ServerRender => ({ themeMode: request.themeMode, status: 200, origin: request.origin, now: request.now, chunks: new Set() });

    // render, fetch what the screens asked for, and again, until they ask for nothing new: that render is the page.
    // One style sheet for every round: a style made in an earlier round is not made again (styled-components took a
    // fifth of a render's time, much of it making each round's styles anew); the few of earlier rounds only (a
    // skeleton's) stay in it.
    const sheet = new ServerStyleSheet();
    try {
      for (let round = 0; ; round += 1) {
        const rendered = context();
        const html = await renderToHtml(sheet.collectStyles(tree(rendered)));
        const missing = [...wanted].filter((query) => query.state.status === 'pending');
        if (missing.length === 0 || round === MAX_DATA_ROUNDS) {
          return { status: rendered.status, html, styles: sheet.getStyleTags(), state: serializeQueryState(client), chunks: [...rendered.chunks] };
        }
        await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
      }
    } finally {
      sheet.seal();
    }
  });
}
