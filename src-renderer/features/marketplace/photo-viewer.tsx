import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ProductImage } from '../../../src-shared/types';
import { CloseIcon } from '../../components/icons';
import { usePhotoGestures } from './use-photo-gestures';

interface PhotoViewerProps {
  images: ProductImage[];
  name: string;
  /** the photo shown first */
  startAt: number;
  onClose: () => void;
}

/**
 * A listing's photos full screen: arrows and the arrow keys step through them, Escape closes; on a
 * phone a swipe steps, two fingers zoom and one pans a zoomed photo.
 */
export function PhotoViewer({ images, name, startAt, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(startAt);
  const count = images.length;
  const step = (direction: -1 | 1) => setIndex((current) => (current + direction + count) % count);
  const { transform, reset, handlers } = usePhotoGestures(step);
  useEffect(reset, [index]); // eslint-disable-line react-hooks/exhaustive-deps -- a new photo starts unzoomed
  const image = images[index]!;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Backdrop />
        <Frame onKeyDown={handleKeyDown} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{`Photos of ${name}`}</Dialog.Title>
          <Stage {...handlers} data-testid="photo-stage">
            <Photo
              src={image.url}
              alt={`${name}, photo ${index + 1} of ${count}`}
              draggable={false}
              style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})` }}
              data-scale={transform.scale}
            />
          </Stage>
          <Counter aria-live="polite">{`${index + 1} / ${count}`}</Counter>
          <Dialog.Close asChild>
            <Round type="button" aria-label="Close photos" $place="close">
              <CloseIcon size={22} />
            </Round>
          </Dialog.Close>
          {count > 1 && (
            <>
              <Round type="button" aria-label="Previous photo" $place="previous" onClick={() => step(-1)}>
                ‹
              </Round>
              <Round type="button" aria-label="Next photo" $place="next" onClick={() => step(1)}>
                ›
              </Round>
            </>
          )}
        </Frame>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgba(0, 0, 0, 0.92);
`;

const Frame = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 71;
  display: grid;
  place-items: center;
  color: #fff;
  outline: none;
`;

const Stage = styled.div`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  overflow: hidden;
  /* the gestures are ours: the browser must not scroll or zoom the page under the photo */
  touch-action: none;
  user-select: none;
`;

const Photo = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  transition: transform 0.05s linear;
`;

const Counter = styled.p`
  position: absolute;
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  margin: 0;
  padding: 4px 12px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.7);
  color: #fff;
  font-weight: 600;
`;

const PLACES = {
  close: 'top: 12px; right: 12px;',
  previous: 'left: 12px; top: 50%; transform: translateY(-50%);',
  next: 'right: 12px; top: 50%; transform: translateY(-50%);',
};

const Round = styled.button<{ $place: keyof typeof PLACES }>`
  position: absolute;
  ${({ $place }) => PLACES[$place]}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.5);
  background: rgba(0, 0, 0, 0.7);
  color: #fff;
  font-size: 1.8rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;
