import { useLocation } from 'wouter';
import { blogCreateSchema } from '../../../src-shared/schemas/blog';
import { useBlogCategories, useCreateBlog } from '../../api/blogs';
import { showToast } from '../../components/toast';
import { AdminFormPage, FormActions } from './admin-form-page';
import { CategoryField, Form, ImageUrlField, Row, TextAreaField, TextField } from './form-kit';
import { optionalNumber } from './form-values';
import { useContentForm, type FormValues } from './use-content-form';
import { RichTextField } from './rich-text-field';

const toInput = (values: FormValues) => ({
  title: values['title'],
  content: values['content'],
  image: values['image'],
  excerpt: values['excerpt'],
  tags: values['tags'],
  category_id: optionalNumber(values['category_id'] ?? ''),
});

function BlogCreateForm() {
  const [, navigate] = useLocation();
  const createBlog = useCreateBlog();
  const categories = useBlogCategories();
  const { formik, handleSubmit } = useContentForm({
    initialValues: { title: '', category_id: '', image: '', excerpt: '', tags: '', content: '' },
    schema: blogCreateSchema,
    toInput,
    save: (input) => createBlog.mutateAsync(input),
    onSuccess: () => {
      showToast('Blog post created successfully', undefined, 'success');
      navigate('/admin');
    },
  });

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <CategoryField formik={formik} categories={categories.data} />
        <ImageUrlField formik={formik} name="image" label="Featured image URL" />
      </Row>
      <TextAreaField formik={formik} name="excerpt" label="Excerpt" rows={3} hint="A short summary shown on cards and in shared links." />
      <TextField formik={formik} name="tags" label="Tags" hint="Comma separated, e.g. sleep, routines, newborn" />
      <RichTextField formik={formik} name="content" label="Content" required />
      <FormActions label="Create Blog Post" busyLabel="Creating..." isBusy={formik.isSubmitting} />
    </Form>
  );
}

/** /admin/blog/create */
export function BlogCreatePage() {
  return (
    <AdminFormPage title="Create Blog Post">
      <BlogCreateForm />
    </AdminFormPage>
  );
}
