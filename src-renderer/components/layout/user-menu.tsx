import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import type { User } from '../../../src-shared/types';
import { Avatar } from '../avatar';
import { Badge } from '../ui';
import { useSignOut } from './use-sign-out';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: 999px;
  background: none;
  cursor: pointer;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 220px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 50;
  a, button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: 8px;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }
`;

const MenuHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px 12px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;

export function UserMenu({ user }: { user: User }) {
  const [isOpen, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    const handleKey = (event: KeyboardEvent) => { if (event.key === 'Escape') close(); };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger type="button" aria-expanded={isOpen} aria-controls="user-menu" onClick={() => setOpen(!isOpen)}>
        <span className="visually-hidden">Account menu</span>
        <Avatar name={user.name} src={user.profileImageUrl} />
      </Trigger>
      {isOpen && (
        <Panel id="user-menu">
          <MenuHeader>
            <span>{user.name}</span>
            {user.role === 'admin' && <Badge>Admin</Badge>}
          </MenuHeader>
          <Link href="/profile" onClick={close}>Profile</Link>
          <Link href="/messages" onClick={close}>Messages</Link>
          {user.role === 'admin' && <Link href="/admin" onClick={close}>Dashboard</Link>}
          <button type="button" onClick={() => { close(); void signOut(); }}>Sign Out</button>
        </Panel>
      )}
    </Wrapper>
  );
}
