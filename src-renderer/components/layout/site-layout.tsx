import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus { top: 8px; }
`;

/** Header, footer and bottom bar around every page, except under /auth and the desktop console's own screens. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (location.startsWith('/auth') || location.startsWith('/desktop/')) return <>{children}</>;
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader />
      {children}
      <SiteFooter />
      <MobileBottomBar />
    </>
  );
}
