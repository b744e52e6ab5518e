import styled, { css } from 'styled-components';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

/** The panel of every dropdown menu (account, share): Radix handles focus, arrows, Escape and typeahead. */
export const MenuPanel = styled(DropdownMenu.Content)`
  z-index: 50;
  min-width: 150px;
  padding: 6px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const MenuItem = styled(DropdownMenu.Item)`
  display: block;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

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
