import * as RovingFocus from '@radix-ui/react-roving-focus';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { CONSOLE_NAV, countText } from './console-nav-items';
import { navLinkStyle } from '../../components/link-styles';

export interface NavCounts {
  pending?: number;
  unread?: number;
}

/**
 * The console's side navigation. Tab reaches it once, at the open screen's link; the arrow keys,
 * Home and End move between its links (Radix roving focus), as in the native sidebars the admins know.
 */
export function ConsoleNav({ counts }: { counts: NavCounts }) {
  const [pathname] = useLocation();
  const search = useSearch();

  return (
    <nav aria-label="Console" data-nestly-console="side-navigation">
      <RovingFocus.Root asChild loop>
        <List>
          {CONSOLE_NAV.map((item) => {
            const count = item.count ? counts[item.count] : undefined;
            const isCurrent = item.isCurrent({ pathname, search });
            return (
              <li key={item.href}>
                <RovingFocus.Item asChild active={isCurrent}>
                  <NavLink href={item.href} aria-current={isCurrent ? 'page' : undefined}>
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
                </RovingFocus.Item>
              </li>
            );
          })}
        </List>
      </RovingFocus.Root>
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
