import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'wouter';
import styled from 'styled-components';
import { useUiStore } from '../../stores/ui';
import { Container } from '../ui';
import { HeaderSearch } from './header-search';
import { ThemeToggle } from './theme-toggle';
import { navLinkStyle } from '../link-styles';
import { useSignInHref } from '../use-sign-in-href';

interface MobileMenuProps {
  links: { href: string; label: string }[];
  isSignedIn: boolean;
  /** the header's menu button: it opens and closes the menu, and gets focus back */
  buttonId: string;
  contentId: string;
}

/**
 * The phone menu, a non-modal Radix dialog under the header: Escape or a click elsewhere closes it
 * and Escape returns focus to the menu button. Opening leaves focus on the button, so the search
 * box does not pop the phone's keyboard up.
 */
export function MobileMenu({ links, isSignedIn, buttonId, contentId }: MobileMenuProps) {
  const signInHref = useSignInHref();
  const isOpen = useUiStore((state) => state.isMobileMenuOpen);
  const close = useUiStore((state) => state.setMobileMenuOpen);
  const menuButton = () => document.getElementById(buttonId);
  const items = [
    ...links,
    { href: '/marketplace', label: 'Marketplace' },
    { href: '/profile/favorites', label: 'Favorites' },
    { href: '/profile', label: 'My Profile' },
    ...(isSignedIn ? [] : [{ href: signInHref, label: 'Sign In' }]),
  ];
  return (
    <Dialog.Root open={isOpen} onOpenChange={close} modal={false}>
      <Dialog.Content
        id={contentId}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        // the button toggles the menu itself: pressing it is not a click elsewhere
        onInteractOutside={(event) => {
          if (event.target instanceof Node && menuButton()?.contains(event.target)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton()?.focus();
        }}
      >
        <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
        <Panel aria-label="Mobile">
          <Container>
            <HeaderSearch onSearch={() => close(false)} />
            <ul>
              {items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} onClick={() => close(false)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ThemeRow>
              <span aria-hidden="true">Theme</span>
              <ThemeToggle id="mobile-theme-select" />
            </ThemeRow>
          </Container>
        </Panel>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const Panel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 12px 0 16px;
  ul {
    list-style: none;
    margin: 12px 0 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a {
    display: block;
    padding: 12px;
    ${navLinkStyle}
  }
  form {
    max-width: none;
  }
`;

const ThemeRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px;
  font-weight: 600;
`;
