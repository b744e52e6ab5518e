import { NoticePage } from '../../components/notice-page';
import { ButtonLink, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';

function Placeholder({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <AdminOnly>
      <NoticePage>
        <h1>{title}</h1>
        <Muted>{text}</Muted>
        <ButtonLink href="/admin">Return to Dashboard</ButtonLink>
      </NoticePage>
    </AdminOnly>
  );
}

/** The admin pages spec part 2 names but leaves for later; each says what it will do. */
export const AdminProductEditPlaceholder = () => <Placeholder title="Edit Product" text="This page will allow admins to edit products." />;
export const AdminUsersPlaceholder = () => <Placeholder title="User Management" text="This page will allow admins to manage users." />;
export const AdminUserEditPlaceholder = () => <Placeholder title="Edit User" text="This page will allow admins to edit users." />;
