import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { Card, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function AuthFacts() {
  const { user, isLoading, isSignedIn, isAdmin } = useCurrentUser();
  return (
    <Panel>
      <Facts>
        <dt>Loading</dt>
        <dd>{yesNo(isLoading)}</dd>
        <dt>Authenticated</dt>
        <dd>{yesNo(isSignedIn)}</dd>
        <dt>Is admin</dt>
        <dd>{yesNo(isAdmin)}</dd>
        <dt>Role</dt>
        <dd>{user?.role ?? '—'}</dd>
        <dt>Email</dt>
        <dd>{user?.email ?? '—'}</dd>
        <dt>ID</dt>
        <dd>{user?.id ?? '—'}</dd>
      </Facts>
      <h2>Raw user object</h2>
      {/* a scrolling region must be reachable by keyboard */}
      <Raw tabIndex={0} aria-label="Raw user object">
        {JSON.stringify(user ?? null, null, 2)}
      </Raw>
    </Panel>
  );
}

/** /admin/test: what the site knows about the signed-in account, for debugging sign-in and roles. */
export function AdminTestPage() {
  useDocumentTitle('Auth Debug');
  return (
    <AdminOnly>
      <Page>
        <h1>Authentication Debug</h1>
        <AuthFacts />
      </Page>
    </AdminOnly>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 20px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Raw = styled.pre`
  margin: 0;
  padding: 16px;
  overflow-x: auto;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
`;

const Panel = styled(Card)`
  padding: 20px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;
