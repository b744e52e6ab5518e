import { css } from 'styled-components';

// apart from menu-style.ts, which brings the dropdown library: the header uses these on every page

/** A link in a navigation list (the phone menu, the console's sections): bold, the surface colour on hover. */
export const navLinkStyle = css`
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** A round 40px button or link holding one icon (messages, share). */
export const roundIconStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
`;
