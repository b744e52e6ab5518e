import { css } from 'styled-components';

/** The boxed look of the profile area's panels: a bordered surface that tightens on phones. */
export const panelBox = css`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 480px) {
    padding: 16px;
  }
`;
