import { useLocation } from 'wouter';
import type { BlogPost } from '../../../src-shared/types';
import { blogUpdateSchema } from '../../../src-shared/schemas/blog';
import { useBlogById, useUpdateBlog } from '../../api/blogs';
import { showToast } from '../../components/toast';
import { Button, ButtonLink, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';
import { Actions, Form, FormPage, FormSkeleton, HTML_HINT, ImageUrlField, NotFoundBox, TextAreaField, TextField } from './form-kit';
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
      <Actions>
        <ButtonLink href="/admin" $variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Updating...' : 'Update Blog'}
        </Button>
      </Actions>
    </Form>
  );
}

function BlogEditLoader({ id }: { id: string }) {
  const { data: post, isLoading } = useBlogById(id);
  if (isLoading) return <FormSkeleton />;
  if (!post) {
    return (
      <NotFoundBox role="alert">
        <h2>Blog Not Found</h2>
        <Muted>The blog post you&apos;re looking for doesn&apos;t exist.</Muted>
        <ButtonLink href="/admin" $variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </NotFoundBox>
    );
  }
  return <BlogEditForm post={post} />;
}

/** /admin/blog/edit/{id} */
export function BlogEditPage({ params }: { params: { id: string } }) {
  useDocumentTitle('Edit Blog Post');
  return (
    <AdminOnly>
      <FormPage>
        <h1>Edit Blog Post</h1>
        <BlogEditLoader id={params.id} />
      </FormPage>
    </AdminOnly>
  );
}
