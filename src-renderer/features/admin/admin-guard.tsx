import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { SkeletonBlock } from '../../components/skeleton';
import { ButtonLink, Muted, Page } from '../../components/ui';

const Panel = styled(Page)`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 640px;
  padding-top: 72px;
  text-align: center;
  h1 {
    margin: 0;
  }
`;

/**
 * The authoring forms are for admins. The server refuses everyone else anyway; this spares
 * members a form they could never submit.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, isSignedIn, isLoading } = useCurrentUser();
  if (isLoading)
    return (
      <Page aria-busy="true">
        <SkeletonBlock $height="320px" />
      </Page>
    );
  if (isAdmin) return <>{children}</>;
  return (
    <Panel>
      <h1>Admin Access Required</h1>
      <Muted>You need to be logged in as an administrator to access this page.</Muted>
      {isSignedIn ? <ButtonLink href="/">Return to Home</ButtonLink> : <ButtonLink href="/auth/login">Log In</ButtonLink>}
    </Panel>
  );
}
