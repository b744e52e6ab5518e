import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted } from './ui';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 48px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.3rem; }
`;

/** 'No articles found' with a hint, shown when a list is empty. */
export function EmptyState({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <Wrapper role="status">
      <h2>{title}</h2>
      <Muted>{hint}</Muted>
      {children}
    </Wrapper>
  );
}
