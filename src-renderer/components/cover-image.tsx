import type { ImgHTMLAttributes } from 'react';
import { useImageFailure } from './use-image-failure';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * How a card's picture loads: the first card's is the picture the first screen is judged by (its
 * largest paint), so it is fetched at once and before the others; the rest wait until scrolled near.
 */
export const cardImageLoading = (isFirstScreen: boolean) => (isFirstScreen ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const));

function showPlaceholder(image: HTMLImageElement): void {
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

/**
 * A picture of a post, deal, review or listing: the placeholder stands in when there is none,
 * or when it cannot be loaded, so a card never shows an empty box. Decorative unless given an alt.
 */
export function CoverImage({ src, alt = '', ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }) {
  const failure = useImageFailure(showPlaceholder);
  return <img src={src || PLACEHOLDER_IMAGE} alt={alt} {...failure} {...props} />;
}
