import { css } from 'styled-components';

/** A bordered surface with the theme's rounding: the look every boxed panel and tile shares. */
export const surfaceBox = css`
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The boxed look of a panel (profile panels, the Create Listing form): a surface that tightens on phones. */
export const panelBox = css`
  ${surfaceBox}
  padding: 24px;
  @media (max-width: 480px) {
    padding: 16px;
  }
`;
