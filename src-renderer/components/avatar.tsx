import { useState } from 'react';
import styled from 'styled-components';
import { initials } from '../../src-shared/format/initials';
import { useImageFailure } from './use-image-failure';

/** A member's picture, or their initials when they have none or it fails to load (a dead link, offline). */
export function Avatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failure = useImageFailure(() => setFailedSrc(src ?? null));
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {showImage ? <img src={src!} alt="" {...failure} /> : initials(name)}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.background};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
