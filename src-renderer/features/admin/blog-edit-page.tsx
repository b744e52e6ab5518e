import { useLocation } from 'wouter';
import type { BlogPost } from '../../../src-shared/types';
import { blogUpdateSchema } from '../../../src-shared/schemas/blog';
import { useBlogById, useBlogCategories, useUpdateBlog } from '../../api/blogs';
import { showToast } from '../../components/toast';
import { AdminFormPage, ContentNotFound, FormActions } from './admin-form-page';
import { CategoryField, Form, FormSkeleton, ImageUrlField, Row, TextAreaField, TextField } from './form-kit';
import { optionalNumber } from './form-values';
import { useContentForm, type FormValues } from './use-content-form';
import { RichTextField } from './rich-text-field';

// every field the create form sets can be changed here too
const toInput = (values: FormValues) => ({
  title: values['title'],
  content: values['content'],
  image: values['image'],
  excerpt: values['excerpt'],
  tags: values['tags'],
  category_id: optionalNumber(values['category_id'] ?? ''),
});

function BlogEditForm({ post }: { post: BlogPost }) {
  const [, navigate] = useLocation();
  const updateBlog = useUpdateBlog(post.id);
  const categories = useBlogCategories();
  const { formik, handleSubmit } = useContentForm({
    initialValues: {
      title: post.title,
      category_id: post.category_id === null ? '' : String(post.category_id),
      image: post.image ?? '',
      excerpt: post.excerpt ?? '',
      tags: post.tags ?? '',
      content: post.content,
    },
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
      <Row>
        <CategoryField formik={formik} categories={categories.data} />
        <ImageUrlField formik={formik} name="image" label="Image URL" />
      </Row>
      <TextAreaField formik={formik} name="excerpt" label="Excerpt" rows={3} hint="A short summary shown on cards and in shared links." />
      <TextField formik={formik} name="tags" label="Tags" hint="Comma separated, e.g. sleep, routines, newborn" />
      <RichTextField formik={formik} name="content" label="Content" required />
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
