import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PlusIcon } from './icons';
import { ButtonLink, Muted, SpreadRow } from './ui';

interface PageHeadingProps {
  title: ReactNode;
  /** the line under the title */
  subtitle?: ReactNode;
  /** what the page offers to do, on the right (below on phones) */
  action?: ReactNode;
}

/** A page's heading: its h1, a muted line under it, and on the right the page's main link. */
export function PageHeading({ title, subtitle, action }: PageHeadingProps) {
  return (
    <Wrapper>
      <div>
        <h1>{title}</h1>
        {subtitle && <Muted>{subtitle}</Muted>}
      </div>
      {action}
    </Wrapper>
  );
}

/** A link to a form that adds something (a listing, an article): a plus, then its label. */
export function AddLink({ href, label }: { href: string; label: string }) {
  return (
    <ButtonLink href={href}>
      <PlusIcon size={18} />
      {label}
    </ButtonLink>
  );
}

const Wrapper = styled(SpreadRow)`
  align-items: center;
  gap: 16px;
  margin-bottom: 24px;
  h1 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
    margin: 0 0 6px;
    font-size: 2rem;
  }
`;
