import styled from 'styled-components';
import { cardText } from '../../components/card-text';

/** The text under a home page card's picture: its title, then muted lines. */
export const HomeCardBody = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  ${cardText}
`;
