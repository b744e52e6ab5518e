import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { NestlyBridge } from '../../../src-shared/desktop/bridge';
import { useCurrentUser } from '../../api/auth';
import { useUnreadCount } from '../../api/messages';
import { usePendingCount } from '../../api/pending-count';
import { SkipLink } from '../../components/layout/skip-link';
import { ConsoleAccount } from './console-account';
import { ConsoleNav } from './console-nav';
import { useConsoleNotifications, useMenuPendingCount } from './use-console-bridge-sync';
import { ViewSiteLink } from './view-site-link';

/**
 * The desktop console's frame: a side navigation with the moderation and message counts, "View
 * site", and the account, around the same pages the website shows. Loaded only when the desktop
 * shell's bridge is present, so none of it is in the website's first bundle.
 */
export function ConsoleLayout({ bridge, children }: { bridge: NestlyBridge; children: ReactNode }) {
  const { user, isAdmin, isSignedIn } = useCurrentUser();
  const pending = usePendingCount();
  const { data: unread } = useUnreadCount(isSignedIn);
  useMenuPendingCount(bridge, pending, isAdmin);
  useConsoleNotifications(bridge, user);

  return (
    <Frame>
      <SkipLink />
      <Side>
        <Brand>
          <img src="/favicon.svg" alt="" />
          Nestly Console
        </Brand>
        <ConsoleNav counts={{ pending: isAdmin ? pending : undefined, unread }} />
        <ViewSiteLink bridge={bridge} />
        <Footer>
          <ConsoleAccount user={user} />
        </Footer>
      </Side>
      <div>{children}</div>
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  min-height: 100vh;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const Side = styled.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: 20px;
  height: 100vh;
  overflow-y: auto;
  padding: 20px 14px;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 760px) {
    position: static;
    height: auto;
    gap: 12px;
    padding: 12px;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0 12px;
  font-size: 1.1rem;
  font-weight: 800;
  img {
    width: 28px;
    height: 28px;
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 12px;
  margin-top: auto;
  padding: 0 12px;
  @media (max-width: 760px) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;
