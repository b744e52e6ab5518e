import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'wouter';
import styled from 'styled-components';
import type { User } from '../../../src-shared/types';
import { Avatar } from '../avatar';
import { MenuItem, MenuPanel } from '../menu-style';
import { Badge } from '../ui';
import { useSignOut } from './use-sign-out';

/** The account menu: Escape, a choice or a click elsewhere closes it; Escape puts focus back on the button. */
export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button">
          <span className="visually-hidden">Account menu</span>
          <Avatar name={user.name} src={user.profileImageUrl} />
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Panel align="end" sideOffset={8}>
          <MenuHeader>
            <span>{user.name}</span>
            {user.role === 'admin' && <Badge>Admin</Badge>}
          </MenuHeader>
          <Item asChild>
            <Link href="/profile">Profile</Link>
          </Item>
          <Item asChild>
            <Link href="/messages">Messages</Link>
          </Item>
          {user.role === 'admin' && (
            <Item asChild>
              <Link href="/admin">Dashboard</Link>
            </Item>
          )}
          <Item onSelect={() => void signOut()}>Sign Out</Item>
        </Panel>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: 999px;
  background: none;
  cursor: pointer;
`;

const Panel = styled(MenuPanel)`
  min-width: 220px;
  padding: 8px;
`;

const Item = styled(MenuItem)`
  padding: 10px 12px;
  border-radius: 8px;
`;

const MenuHeader = styled(DropdownMenu.Label)`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px 12px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;
