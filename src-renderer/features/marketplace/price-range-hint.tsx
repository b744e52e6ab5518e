import styled from 'styled-components';

/** Said beside the price boxes when the minimum is above the maximum, so 0 results are explained. */
export function PriceRangeHint() {
  return <Hint role="status">The minimum price is above the maximum, so no listing can match. Swap them or clear one.</Hint>;
}

const Hint = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.92rem;
`;
