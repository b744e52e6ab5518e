import { css } from 'styled-components';

/** As many columns of at least `min` as fit, sharing the width: stat tiles, footer links, side-by-side boxes. */
export const autoFitColumns = (min: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${min}, 1fr));
`;
