import { Link, useLocation } from 'wouter';
import styled from 'styled-components';
import { BookIcon, CompassIcon, HomeIcon, PlusIcon, UserIcon } from '../icons';

const ITEMS = [
  { href: '/', label: 'Home', Icon: HomeIcon },
  { href: '/marketplace', label: 'Explore', Icon: CompassIcon },
  { href: '/marketplace/create', label: 'Sell', Icon: PlusIcon },
  { href: '/blog', label: 'Blog', Icon: BookIcon },
  { href: '/profile', label: 'Profile', Icon: UserIcon },
];

export function MobileBottomBar() {
  const [location] = useLocation();
  return (
    <Bar aria-label="Shortcuts">
      <ul>
        {ITEMS.map(({ href, label, Icon }) => (
          <li key={href}>
            <Link href={href} aria-current={location === href ? 'page' : undefined}>
              <Icon />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

const Bar = styled.nav`
  display: none;
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: env(safe-area-inset-bottom);
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    padding: 8px 0;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.primary};
      font-weight: 700;
    }
  }
  @media (max-width: 860px) {
    display: block;
  }
`;
