import { lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { ServerRenderContext } from './server-render';

/** A thenable that calls back synchronously, which React.lazy reads as already resolved. */
export function resolvedAtOnce<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

const preloaders = new Map<string, () => Promise<unknown>>();

/** Chunks whose fetch failed, each with what gives it a fresh start (React.lazy keeps a failure for good). */
const failedChunks = new Set<() => void>();

/**
 * Called when a part or a page is tried again (OptionalPart, the route's Retry): the chunks that failed
 * are fetched anew when next rendered. Never at once on failure: React renders a failed part again
 * straight away, and a fresh fetch there would ask the server again and again while it cannot answer.
 */
export function retryFailedChunks(): void {
  for (const reset of failedChunks) reset();
  failedChunks.clear();
}

/**
 * A React.lazy over `fetch`, which keeps what it loaded (`loaded`): code already here renders at once,
 * so a page hydrates in one pass; a failed fetch is noted, and the lazy replaced by a fresh one when
 * retryFailedChunks is called (React.lazy keeps a failure for good). Read the current lazy on each render.
 */
export function retryableLazy<P extends object>(
  fetch: () => Promise<ComponentType<P>>,
  loaded: () => ComponentType<P> | undefined,
): () => LazyExoticComponent<ComponentType<P>> {
  const make = () =>
    lazy(() => {
      const ready = loaded();
      if (ready) return resolvedAtOnce({ default: ready });
      return fetch().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedChunks.add(() => {
            current = make();
          });
          throw error;
        },
      );
    });
  let current = make();
  return () => current;
}

/**
 * A component in a chunk of its own (put it under a Suspense). A server render notes which of them
 * it used; the browser fetches those before hydrating (preloadChunks), and a chunk already fetched
 * renders at once, so the page hydrates in one pass, every part of it alive at the same moment.
 * A fetch that fails is tried again when an OptionalPart around it tries the part again (a little
 * later, and once back online).
 */
export function lazyChunk<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  preloaders.set(id, preload);
  const currentLazy = retryableLazy(preload, () => loaded);
  function Chunk(props: P) {
    useContext(ServerRenderContext)?.chunks.add(id);
    const Lazy = currentLazy();
    return <Lazy {...props} />;
  }
  Chunk.preload = preload;
  return Chunk;
}

/** Fetches the chunks a server render used (their ids come with the page). */
export async function preloadChunks(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => preloaders.get(id)?.()));
}
