import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { roundIconStyle } from '../link-styles';

export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

interface CountedIconLinkProps {
  href: string;
  /** what the link is called, e.g. 'Messages'; with unread items it reads 'Messages, 3 unread' */
  name: string;
  count: number;
  icon: ReactNode;
  badgeTestId: string;
}

/** A round header link with an icon and, while there are unread items, their count in a badge. */
export function CountedIconLink({ href, name, count, icon, badgeTestId }: CountedIconLinkProps) {
  return (
    <IconLink href={href} aria-label={count > 0 ? `${name}, ${count} unread` : name}>
      {icon}
      {count > 0 && (
        <Count data-testid={badgeTestId} aria-hidden="true">
          {badgeText(count)}
        </Count>
      )}
    </IconLink>
  );
}

const IconLink = styled(Link)`
  position: relative;
  ${roundIconStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Count = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.badge};
  color: #fff;
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
