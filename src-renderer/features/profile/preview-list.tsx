import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { panelBox } from '../../components/panel-box';
import { SkeletonBlock } from '../../components/skeleton';
import { Button, Muted } from '../../components/ui';

/** The spec's profile lists show this many items; each links to its full screen. */
export const PREVIEW_SIZE = 3;

export interface PreviewItem {
  key: number;
  href: string;
  title: string;
  /** the picture on the left: a listing's photo or a member's avatar */
  media: ReactNode;
  detail: ReactNode;
  aside?: ReactNode;
}

interface PreviewListProps {
  heading: string;
  items: PreviewItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  /** the links under the list: View All, Sell an Item */
  actions: ReactNode;
}

/** The first few items of one of the member's lists, with links to the rest. */
export function PreviewList({ heading, items, isError, onRetry, emptyText, actions }: PreviewListProps) {
  return (
    <Section aria-label={heading}>
      <h2>{heading}</h2>
      {isError && (
        <Muted role="alert">
          {'Could not load this list. '}
          <Button type="button" $variant="ghost" onClick={onRetry}>
            Try again
          </Button>
        </Muted>
      )}
      {!items && !isError && (
        <div aria-busy="true">
          {[0, 1, 2].map((n) => (
            <SkeletonBlock key={n} $height="64px" />
          ))}
        </div>
      )}
      {items?.length === 0 && <Muted role="status">{emptyText}</Muted>}
      {items && items.length > 0 && (
        <List>
          {items.map((item) => (
            <li key={item.key}>
              {item.media}
              <Text>
                <Link href={item.href}>{item.title}</Link>
                <span>{item.detail}</span>
              </Text>
              {item.aside}
            </li>
          ))}
        </List>
      )}
      <Actions>{actions}</Actions>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 16px;
  ${panelBox}
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  [aria-busy] {
    display: grid;
    gap: 8px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 8px;
    object-fit: cover;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 0;
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
