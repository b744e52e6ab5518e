import styled from 'styled-components';
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
