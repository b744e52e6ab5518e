import { AdminFormPage } from './admin-form-page';
import { DealCreateForm } from './deal-create-page';
import { DealEditLoader } from './deal-edit-page';
import { useEditorSession } from './use-editor-session';

const editPath = (id: number) => `/admin/deals/edit/${id}`;

/** /admin/deals/create and /admin/deals/edit/{id}: one page, so a new deal's first autosave turns it into its edit page in place. */
export function DealEditorPage({ params }: { params: { id?: string } }) {
  const session = useEditorSession(params.id, editPath);
  return (
    <AdminFormPage title={session.isNew ? 'Add Deal' : 'Edit Deal'}>
      {session.isNew ? <DealCreateForm key={session.key} onCreated={session.handleCreated} /> : <DealEditLoader key={params.id} id={params.id!} />}
    </AdminFormPage>
  );
}
