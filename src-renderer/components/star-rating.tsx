import styled from 'styled-components';

export const MAX_RATING = 5;

/** '★★★★☆', read out as 'Rated 4 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <Stars role="img" aria-label={`Rated ${filled} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <span key={i} aria-hidden="true" data-empty={i >= filled ? '' : undefined}>
          {i < filled ? '★' : '☆'}
        </span>
      ))}
    </Stars>
  );
}

export function starText(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(MAX_RATING - rating);
}

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  font-size: 1.1rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.warning};
  span[data-empty] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
