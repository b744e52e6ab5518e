import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { CONSOLE_NAV, countText, nextNavIndex } from './console-nav-items';
import { navLinkStyle } from '../../components/menu-style';

export interface NavCounts {
  pending?: number;
  unread?: number;
}

/**
 * The console's side navigation. Tab reaches it once; the arrow keys, Home and End move between
 * its links, as in the native sidebars the admins know.
 */
export function ConsoleNav({ counts }: { counts: NavCounts }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links.current.findIndex((link) => link === document.activeElement);
    if (index === -1) return;
    const next = nextNavIndex(event.key, index, CONSOLE_NAV.length);
    if (next === null) return;
    event.preventDefault();
    links.current[next]?.focus();
  };

  return (
    <nav aria-label="Console" data-nestly-console="side-navigation">
      <List onKeyDown={handleKeyDown}>
        {CONSOLE_NAV.map((item, index) => {
          const count = item.count ? counts[item.count] : undefined;
          const isCurrent = item.isCurrent({ pathname, search });
          return (
            <li key={item.href}>
              <NavLink
                href={item.href}
                ref={(link: HTMLAnchorElement | null) => {
                  links.current[index] = link;
                }}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span>{item.label}</span>
                {/* the name reads "Moderation 3 pending": the visible text, then what it counts */}
                {count ? (
                  <>
                    {' '}
                    <Count data-testid={`console-count-${item.count}`}>
                      {countText(count)}
                      <span className="visually-hidden"> {item.count}</span>
                    </Count>
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 760px) {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
`;

const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 40px;
  padding: 8px 12px;
  ${navLinkStyle}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 1px 7px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.badge};
  color: #fff;
  font-size: 0.78rem;
  font-weight: 700;
  text-align: center;
`;
