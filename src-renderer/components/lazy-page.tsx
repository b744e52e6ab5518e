import { Suspense, type ComponentType, type ReactNode } from 'react';
import { retryableLazy } from './lazy-chunk';

/** A screen's code that could not be fetched, twice: the boundary offers a reload instead of Retry alone. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** One more try after a failure: a dropped packet or a restarting server should not cost the page. */
async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}

type PageProps = { params: never };

/**
 * A page in a chunk of its own, loaded on first visit, with `fallback` (its skeleton) shown while its
 * code loads. A chunk that failed twice is fetched again on Retry in the route's error boundary
 * (retryFailedChunks), instead of the cached failure being thrown again.
 */
export function lazyPage<K extends string, C extends ComponentType<PageProps>>(
  load: () => Promise<Record<K, C>>,
  name: K,
  fallback: ReactNode,
): ComponentType<PageProps> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<PageProps> | undefined;
  const fetchPage = async () => {
    loaded ??= (await loadWithRetry(load))[name] as ComponentType<PageProps>;
    return loaded;
  };
  // code already here (preloaded before hydrating) is handed over at once: React then renders the page
  // in the same pass as the rest, instead of suspending once and hydrating it later
  const currentPage = retryableLazy(fetchPage, () => loaded);
  // the same tree on every render (a loaded lazy renders at once), so the page never remounts
  function LazyPage(props: PageProps) {
    const Current = currentPage();
    return (
      <Suspense fallback={fallback}>
        <Current {...props} />
      </Suspense>
    );
  }
  /** fetches the code ahead of the first render (a server-rendered page, before it hydrates) */
  LazyPage.preload = fetchPage;
  return LazyPage;
}
