import styled from 'styled-components';
import { useCurrentUser } from '../api/auth';
import { AddLink } from './page-heading';
import { SpreadRow } from './ui';

interface ListPageHeadingProps {
  title: string;
  /** the authoring link admins see beside the title (Write Article, Write Review, Add Deal) */
  adminAction: { href: string; label: string };
}

export function ListPageHeading({ title, adminAction }: ListPageHeadingProps) {
  const { isAdmin } = useCurrentUser();
  return (
    <Heading>
      <h1>{title}</h1>
      {isAdmin && <AddLink href={adminAction.href} label={adminAction.label} />}
    </Heading>
  );
}

const Heading = styled(SpreadRow)`
  h1 {
    margin: 0;
    font-size: 2.2rem;
  }
`;
