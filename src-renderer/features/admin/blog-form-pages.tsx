import { useBlogById } from '../../api/blogs';
import { AdminFormPage, ContentNotFound, FormSkeleton } from './admin-form-page';
import { BlogForm } from './blog-form';

/** /admin/blog/create */
export function BlogCreatePage() {
  return (
    <AdminFormPage title="Create Blog Post">
      <BlogForm />
    </AdminFormPage>
  );
}

function BlogEditLoader({ id }: { id: string }) {
  const { data: post, isLoading } = useBlogById(id);
  if (isLoading) return <FormSkeleton />;
  if (!post) return <ContentNotFound title="Blog Not Found" text="The blog post you're looking for doesn't exist." />;
  return <BlogForm post={post} />;
}

/** /admin/blog/edit/{id} */
export function BlogEditPage({ params }: { params: { id: string } }) {
  return (
    <AdminFormPage title="Edit Blog Post">
      <BlogEditLoader id={params.id} />
    </AdminFormPage>
  );
}
