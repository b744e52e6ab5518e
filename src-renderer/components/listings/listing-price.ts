import styled from 'styled-components';

/** A listing's price in the success colour: a card's, or the large one on the listing's page. */
export const ListingPrice = styled.p<{ $isLarge?: boolean }>`
  margin: 0;
  font-size: ${({ $isLarge }) => ($isLarge ? '2rem' : '1.2rem')};
  font-weight: ${({ $isLarge }) => ($isLarge ? 800 : 700)};
  color: ${({ theme }) => theme.colors.success};
`;
