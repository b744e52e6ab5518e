import type { ReactNode } from 'react';
import { useCurrentUser } from '../../api/auth';
import { NoticePage } from '../../components/notice-page';
import { LoadingPage } from '../../components/skeleton';
import { ButtonLink, Muted } from '../../components/ui';
import { useSignInHref } from '../../components/use-sign-in-href';

/**
 * The authoring forms are for admins. The server refuses everyone else anyway; this spares
 * members a form they could never submit.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const signInHref = useSignInHref();
  const { isAdmin, isSignedIn, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingPage height="320px" />;
  if (isAdmin) return <>{children}</>;
  return (
    <NoticePage>
      <h1>Admin Access Required</h1>
      <Muted>You need to be logged in as an administrator to access this page.</Muted>
      {isSignedIn ? <ButtonLink href="/">Return to Home</ButtonLink> : <ButtonLink href={signInHref}>Log In</ButtonLink>}
    </NoticePage>
  );
}
