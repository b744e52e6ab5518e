import styled, { keyframes } from 'styled-components';
import { Page } from './ui';

/** A card-shaped placeholder shown while a list loads. */
export function SkeletonCard() {
  return (
    <CardShell data-testid="skeleton" aria-hidden="true">
      <ImageBlock $height="180px" />
      <SkeletonBlock $height="20px" $width="70%" />
      <SkeletonBlock $height="14px" />
      <SkeletonBlock $height="14px" $width="50%" />
    </CardShell>
  );
}

export function SkeletonCards({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </>
  );
}

/** A whole page still loading: one grey block where its content will be, the page marked busy. */
export function LoadingPage({ height, width, testId }: { height: string; width?: string; testId?: string }) {
  return (
    <Page aria-busy="true">
      <SkeletonBlock data-testid={testId} $height={height} $width={width} />
    </Page>
  );
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const SkeletonBlock = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '16px' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const ImageBlock = styled(SkeletonBlock)`
  border-radius: 0;
`;

const CardShell = styled.div`
  display: grid;
  gap: 10px;
  padding-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  & > *:not(:first-child) {
    margin: 0 16px;
  }
`;
