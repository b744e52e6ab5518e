import { AdminFormPage } from './admin-form-page';
import { ReviewCreateForm } from './review-create-page';
import { ReviewEditLoader } from './review-edit-page';
import { useEditorSession } from './use-editor-session';

const editPath = (id: number) => `/admin/reviews/edit/${id}`;

/** /admin/reviews/create and /admin/reviews/edit/{id}: one page, so a new review's first autosave turns it into its edit page in place. */
export function ReviewEditorPage({ params }: { params: { id?: string } }) {
  const session = useEditorSession(params.id, editPath);
  return (
    <AdminFormPage title={session.isNew ? 'Write Review' : 'Edit Review'}>
      {session.isNew ? <ReviewCreateForm key={session.key} onCreated={session.handleCreated} /> : <ReviewEditLoader key={params.id} id={params.id!} />}
    </AdminFormPage>
  );
}
