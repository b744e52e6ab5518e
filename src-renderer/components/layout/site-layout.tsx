import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MobileBottomBar } from './mobile-bottom-bar';
import { NamePrompt } from './name-prompt';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { OfflineBanner, SessionExpiredBanner } from './status-banners';

/** Header, footer and bottom bar around every page, except under /auth and the desktop console's own screens. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (location.startsWith('/auth') || location.startsWith('/desktop/')) return <>{children}</>;
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <OfflineBanner />
      <SessionExpiredBanner />
      {children}
      <SiteFooter />
      <MobileBottomBar />
      <NamePrompt />
    </>
  );
}
