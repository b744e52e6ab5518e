import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ProductImage } from '../../../src-shared/types';
import { CoverImage } from '../../components/cover-image';

// the full-screen viewer (and its dialog) loads when a photo is opened, not with the listing
const PhotoViewer = lazy(async () => ({ default: (await import('./photo-viewer')).PhotoViewer }));

/** The listing's photos: one large (tap or click it for the full-screen viewer), every one as a thumbnail button to show it. */
export function ListingGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [isViewing, setViewing] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const handleClose = () => {
    setViewing(false);
    // back to the photo it was opened from, as a dialog opened by its own trigger would
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const current = images[Math.min(index, images.length - 1)];
  return (
    <Wrapper>
      <Main>
        {current ? (
          <OpenButton
            ref={openButton}
            type="button"
            aria-label={`Open ${images.length > 1 ? `photo ${index + 1} of ${images.length}` : 'the photo'} full screen`}
            onClick={() => setViewing(true)}
          >
            {/* the page's largest picture: fetched before the thumbnails and the page's code */}
            <img src={current.url} alt={images.length > 1 ? `${name}, photo ${index + 1} of ${images.length}` : name} fetchPriority="high" />
          </OpenButton>
        ) : (
          <CoverImage src={null} />
        )}
      </Main>
      {isViewing && (
        <Suspense fallback={null}>
          <PhotoViewer images={images} name={name} startAt={Math.min(index, images.length - 1)} onClose={handleClose} />
        </Suspense>
      )}
      {images.length > 1 && (
        <Thumbs>
          {images.map((image, i) => (
            <li key={image.id}>
              <ThumbButton
                type="button"
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumb_url ?? image.url} alt="" loading="lazy" />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: 12px;
`;

const Main = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const OpenButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: none;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ThumbButton = styled.button`
  width: 84px;
  height: 63px;
  padding: 0;
  border-radius: 8px;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: none;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
