import styled from 'styled-components';
import { ButtonLink, Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';

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

function Placeholder({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <AdminOnly>
      <Panel>
        <h1>{title}</h1>
        <Muted>{text}</Muted>
        <ButtonLink href="/admin">Return to Dashboard</ButtonLink>
      </Panel>
    </AdminOnly>
  );
}

/** The admin pages spec part 2 names but leaves for later; each says what it will do. */
export const AdminReviewEditPlaceholder = () => <Placeholder title="Edit Review" text="This page will allow admins to edit reviews." />;
export const AdminProductEditPlaceholder = () => <Placeholder title="Edit Product" text="This page will allow admins to edit products." />;
export const AdminUsersPlaceholder = () => <Placeholder title="User Management" text="This page will allow admins to manage users." />;
export const AdminUserEditPlaceholder = () => <Placeholder title="Edit User" text="This page will allow admins to edit users." />;
