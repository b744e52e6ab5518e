import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted } from './ui';

/** What an empty list says when filters or a search narrowed it. */
export const FILTERED_HINT = 'Try adjusting your filters or search term';

interface EmptyStateProps {
  title?: string;
  hint: string;
  /** 'alert' when the list failed to load rather than being empty */
  role?: 'status' | 'alert';
  /** an action under the hint: Try again, Browse the Marketplace */
  children?: ReactNode;
}

/** 'No articles found' with a hint, shown when a list is empty or could not be loaded. */
export function EmptyState({ title, hint, role = 'status', children }: EmptyStateProps) {
  return (
    <Wrapper role={role}>
      {title && <h2>{title}</h2>}
      <Muted>{hint}</Muted>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;
