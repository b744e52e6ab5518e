import { useLocation } from 'wouter';
import type { BlogPost } from '../../../src-shared/types';
import { blogUpdateSchema } from '../../../src-shared/schemas/blog';
import { useBlogById, useUpdateBlog } from '../../api/blogs';
import { showToast } from '../../components/toast';
import { AdminFormPage, ContentNotFound, FormActions } from './admin-form-page';
import { Form, FormSkeleton, HTML_HINT, ImageUrlField, TextAreaField, TextField } from './form-kit';
import { useContentForm, type FormValues } from './use-content-form';

const toInput = (values: FormValues) => ({ title: values['title'], content: values['content'], image: values['image'] });

function BlogEditForm({ post }: { post: BlogPost }) {
  const [, navigate] = useLocation();
  const updateBlog = useUpdateBlog(post.id);
  const { formik, handleSubmit } = useContentForm({
    initialValues: { title: post.title, content: post.content, image: post.image ?? '' },
    schema: blogUpdateSchema,
    toInput,
    save: (input) => updateBlog.mutateAsync(input),
    onSuccess: () => {
      showToast('Blog updated', 'Your blog post has been updated successfully.', 'success');
      navigate('/admin');
    },
  });

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <TextField formik={formik} name="title" label="Title" required />
      <ImageUrlField formik={formik} name="image" label="Image URL" />
      <TextAreaField formik={formik} name="content" label="Content" required rows={15} hint={HTML_HINT} />
      <FormActions label="Update Blog" busyLabel="Updating..." isBusy={formik.isSubmitting} />
    </Form>
  );
}

function BlogEditLoader({ id }: { id: string }) {
  const { data: post, isLoading } = useBlogById(id);
  if (isLoading) return <FormSkeleton />;
  if (!post) {
    return <ContentNotFound title="Blog Not Found" text="The blog post you're looking for doesn't exist." />;
  }
  return <BlogEditForm post={post} />;
}

/** /admin/blog/edit/{id} */
export function BlogEditPage({ params }: { params: { id: string } }) {
  return (
    <AdminFormPage title="Edit Blog Post">
      <BlogEditLoader id={params.id} />
    </AdminFormPage>
  );
}
