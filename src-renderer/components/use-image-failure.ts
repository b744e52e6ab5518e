import { useEffect, useRef } from 'react';

/**
 * `onError` for an image, also when it failed before React was listening: an image in a
 * server-rendered page can fail to load before the page hydrates, and that error is not sent again.
 */
export function useImageFailure(onFailed: (image: HTMLImageElement) => void) {
  const ref = useRef<HTMLImageElement>(null);
  const handler = useRef(onFailed);
  useEffect(() => {
    handler.current = onFailed;
  });
  useEffect(() => {
    const image = ref.current;
    // a broken image is complete with no size; one still loading (or lazy, not yet asked for) is not complete
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute('src')) handler.current(image);
  }, []);
  return { ref, onError: () => ref.current && handler.current(ref.current) };
}
