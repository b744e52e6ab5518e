import styled from 'styled-components';
import type { User } from '../../../src-shared/types';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { useSignOut } from '../../components/layout/use-sign-out';
import { Button, ButtonLink, Cluster } from '../../components/ui';

/** Who is signed in to the console, the theme, and signing in or out (the site's header is not shown here). */
export function ConsoleAccount({ user }: { user: User | undefined }) {
  const signOut = useSignOut();
  return (
    <>
      {user && (
        <Who>
          {user.name}
          <span>{user.role === 'admin' ? 'Admin' : 'Member'}</span>
        </Who>
      )}
      <Cluster>
        <ThemeToggle id="console-theme-select" />
        {user ? (
          <Button type="button" $variant="secondary" onClick={() => void signOut()}>
            Sign Out
          </Button>
        ) : (
          <ButtonLink href="/auth/login" $variant="secondary">
            Sign In
          </ButtonLink>
        )}
      </Cluster>
    </>
  );
}

const Who = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
  span {
    display: block;
    font-size: 0.82rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
