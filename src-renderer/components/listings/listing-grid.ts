import styled from 'styled-components';
import { Grid } from '../ui';

/**
 * Cards of listings: as many columns as fit, and on phones always two, as second-hand marketplaces
 * show them, so more than one listing fits on a screen.
 */
export const ListingGrid = styled(Grid).attrs({ $min: '240px' })`
  @media (max-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;
