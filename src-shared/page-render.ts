/**
 * The contract between the server and its render of the first screen: the server loads the
 * renderer's server build (dist/web-ssr/entry-server.js, from src-renderer/entry-server.tsx) and
 * calls its `render` with this request.
 */

export type ThemeChoice = 'light' | 'dark' | 'system';

/** How the render reaches /api: a call into the server's own app, as the visitor (their cookies). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface PageRenderRequest {
  path: string;
  /** the query string without '?' */
  search: string;
  themeMode: ThemeChoice;
  /** the site's address for share links */
  origin: string;
  /** when the page is rendered (ms): relative times are written as of then, here and while hydrating */
  now: number;
  fetchApi: ApiFetch;
}

export interface PageRenderResult {
  status: number;
  /** the markup that goes inside <div id="root"> */
  html: string;
  /** styled-components' <style> tags for the head */
  styles: string;
  /** the dehydrated query cache, as JSON safe inside a script element */
  state: string;
  /** ids of the lazy chunks the render used, for the browser to fetch before hydrating */
  chunks: string[];
}

export interface PageRenderModule {
  render: (request: PageRenderRequest) => Promise<PageRenderResult>;
}
