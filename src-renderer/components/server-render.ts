import { createContext, useContext, useEffect, useState } from 'react';
import type { ThemeMode } from '../stores/theme';

/**
 * What a server render needs from the request and learns from the screens: the visitor's chosen
 * theme (from its cookie) and the status the page answers with. Absent in the browser.
 */
export interface ServerRender {
  themeMode: ThemeMode;
  status: number;
  /** the site's address for share links (PUBLIC_ORIGIN or the start address) */
  origin: string;
  /** when the page was rendered (ms) */
  now: number;
  /** the lazy chunks the render used (lazy-chunk.tsx): the browser fetches them before hydrating */
  chunks: Set<string>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** A screen that means "not found" (or another status) says so; the server sends that status. */
export function useResponseStatus(status: number): void {
  const render = useContext(ServerRenderContext);
  if (render) render.status = status;
}

/** The theme choice as the server knows it, when rendering there. */
export function useServerThemeMode(): ThemeMode | undefined {
  return useContext(ServerRenderContext)?.themeMode;
}

/** `useResponseStatus` where a screen decides in its markup (render it only in that branch). */
export function ResponseStatus({ code }: { code: number }): null {
  useResponseStatus(code);
  return null;
}

/**
 * The site's address for share links: the server's when it rendered the page (kept on the state
 * element, so hydration writes the same links), else the browser's.
 */
export function useSiteOrigin(): string {
  const render = useContext(ServerRenderContext);
  if (render) return render.origin;
  return document.getElementById('nestly-state')?.dataset['origin'] || window.location.origin;
}

/** When the server rendered this page, kept on the state element; undefined on a page the browser rendered. */
function pageRenderedAt(): number | undefined {
  const value = Number(document.getElementById('nestly-state')?.dataset['now']);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * "Now" for relative times ("5 minutes ago"): the moment of the server's render while the page
 * hydrates (so the text matches what the server wrote, even from a cached page), then the real now.
 */
export function useNow(): Date {
  const render = useContext(ServerRenderContext);
  const [now, setNow] = useState(() => new Date(render ? render.now : (pageRenderedAt() ?? Date.now())));
  useEffect(() => {
    setNow(new Date());
  }, []);
  return now;
}
