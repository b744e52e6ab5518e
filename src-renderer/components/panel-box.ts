import { css } from 'styled-components';

/** The boxed look of a panel (profile panels, the Create Listing form): a bordered surface that tightens on phones. */
export const panelBox = css`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 480px) {
    padding: 16px;
  }
`;
