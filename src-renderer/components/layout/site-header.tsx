import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useUiStore } from '../../stores/ui';
import { CloseIcon, MenuIcon } from '../icons';
import { ButtonLink, Container } from '../ui';
import { useSignInHref } from '../use-sign-in-href';
import { lazyChunk } from '../lazy-chunk';
import { OptionalPart } from '../optional-part';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MessagesLink } from './messages-link';
import { NotificationsBell } from './notifications-bell';
import { ThemeToggle } from './theme-toggle';

/**
 * Only members see the account menu, so its dropdown code (the menu, its positioning) is a chunk
 * of its own: a visitor's first page does not carry it. Its place is kept while it loads.
 */
const UserMenu = lazyChunk('user-menu', async () => (await import('./user-menu')).UserMenu);

/** The phone menu and its dialog library load when the menu is first opened. */
const MobileMenu = lazyChunk('mobile-menu', async () => (await import('./mobile-menu')).MobileMenu);

const MENU_BUTTON_ID = 'mobile-menu-button';
const MENU_ID = 'mobile-menu';

const NAV_LINKS = [
  { href: '/blog', label: 'Blog' },
  { href: '/deals', label: 'Best Deals' },
  { href: '/reviews', label: 'Reviews' },
];

export function SiteHeader() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  const signInHref = useSignInHref();
  const isMenuOpen = useUiStore((state) => state.isMobileMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setMobileMenuOpen);
  // once opened, the menu stays mounted, so closing it runs its focus return
  const [wasOpened, setWasOpened] = useState(false);
  if (isMenuOpen && !wasOpened) setWasOpened(true);

  // the mobile menu closes on navigation
  useEffect(() => {
    setMenuOpen(false);
  }, [location, setMenuOpen]);

  return (
    <>
      <Bar>
        <Row>
          <Logo />
          <Nav aria-label="Main">
            {NAV_LINKS.map((link) => (
              <Link key={link.href} href={link.href} aria-current={location.startsWith(link.href) ? 'page' : undefined}>
                {link.label}
              </Link>
            ))}
          </Nav>
          <DesktopOnly>
            <HeaderSearch />
          </DesktopOnly>
          <Actions>
            {/* on phones the theme choice moves into the menu, leaving room for Sign In */}
            <WideOnly>
              <ThemeToggle />
            </WideOnly>
            {user ? (
              <>
                <NotificationsBell />
                <MessagesLink />
                <OptionalPart fallback={<UserMenuSlot />}>
                  <Suspense fallback={<UserMenuSlot />}>
                    <UserMenu user={user} />
                  </Suspense>
                </OptionalPart>
              </>
            ) : (
              <ButtonLink href={signInHref}>Sign In</ButtonLink>
            )}
            <MenuButton
              id={MENU_BUTTON_ID}
              type="button"
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen}
              aria-controls={isMenuOpen ? MENU_ID : undefined}
              // the menu's code first, so it opens whole (a phone's Tab then finds its search box)
              onClick={() => void MobileMenu.preload().finally(() => setMenuOpen(!isMenuOpen))}
            >
              {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
            </MenuButton>
          </Actions>
        </Row>
        {wasOpened && (
          <OptionalPart>
            <Suspense fallback={null}>
              <MobileMenu links={NAV_LINKS} isSignedIn={Boolean(user)} buttonId={MENU_BUTTON_ID} contentId={MENU_ID} />
            </Suspense>
          </OptionalPart>
        )}
      </Bar>
    </>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 64px;
`;

const Nav = styled.nav`
  display: flex;
  gap: 4px;
  a {
    padding: 8px 12px;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    &:hover,
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  }
  @media (max-width: 860px) {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  display: contents;
  @media (max-width: 860px) {
    display: none;
  }
`;

const WideOnly = styled.div`
  display: contents;
  @media (max-width: 480px) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

/** the account button's size: 36 px avatar, 2 px padding and 2 px border each side */
const UserMenuSlot = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 8px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  @media (max-width: 860px) {
    display: inline-flex;
  }
`;
