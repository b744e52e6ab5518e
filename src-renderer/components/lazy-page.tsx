import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

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
 * code loads. A chunk that failed twice is forgotten, so Retry in the route's error boundary fetches
 * it again instead of rethrowing the cached failure.
 */
export function lazyPage<K extends string, C extends ComponentType<PageProps>>(
  load: () => Promise<Record<K, C>>,
  name: K,
  fallback: ReactNode,
): ComponentType<PageProps> & { preload: () => Promise<unknown> } {
  const fetchPage = async () => (await loadWithRetry(load))[name] as ComponentType<PageProps>;
  const make = (): LazyExoticComponent<ComponentType<PageProps>> =>
    lazy(async () => {
      try {
        return { default: await fetchPage() };
      } catch (error) {
        current = make();
        throw error;
      }
    });
  let current = make();
  // the same tree on every render (a loaded lazy renders at once), so the page never remounts
  function LazyPage(props: PageProps) {
    const Current = current;
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
