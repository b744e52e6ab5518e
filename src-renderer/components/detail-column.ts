import styled from 'styled-components';

/** The text column of an item's own page (a listing, a deal): its title, then sections under small headings. */
export const DetailColumn = styled.div`
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
  }
`;
