import { useLocation } from 'wouter';
import type { BlogPost } from '../../../src-shared/types';
import { blogCreateSchema, blogUpdateSchema } from '../../../src-shared/schemas/blog';
import { useBlogCategories, useCreateBlog, useUpdateBlog } from '../../api/blogs';
import { TextAreaField, TextField } from '../../components/form-field';
import { showToast } from '../../components/toast';
import { Form, FormActions, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { optionalNumber } from './form-values';
import { RichTextField } from './rich-text-field';
import { useContentForm, type FormValues } from './use-content-form';

const EMPTY = { title: '', category_id: '', image: '', excerpt: '', tags: '', content: '' };

const valuesOf = (post: BlogPost): FormValues => ({
  title: post.title,
  category_id: post.category_id === null ? '' : String(post.category_id),
  image: post.image ?? '',
  excerpt: post.excerpt ?? '',
  tags: post.tags ?? '',
  content: post.content,
});

// creating and editing send the same fields
const toInput = (values: FormValues) => ({
  title: values['title'],
  content: values['content'],
  image: values['image'],
  excerpt: values['excerpt'],
  tags: values['tags'],
  category_id: optionalNumber(values['category_id'] ?? ''),
});

// each mode in the spec's words
const WORDS = {
  create: { image: 'Featured image URL', submit: 'Create Blog Post', busy: 'Creating...' },
  edit: { image: 'Image URL', submit: 'Update Blog', busy: 'Updating...' },
};

/** A post's form: empty to create one (/admin/blog/create), filled from `post` to edit it. */
export function BlogForm({ post }: { post?: BlogPost }) {
  const [, navigate] = useLocation();
  const createBlog = useCreateBlog();
  const updateBlog = useUpdateBlog(post?.id ?? 0);
  const categories = useBlogCategories();
  const words = WORDS[post ? 'edit' : 'create'];
  const { formik, handleSubmit } = useContentForm({
    initialValues: post ? valuesOf(post) : EMPTY,
    schema: post ? blogUpdateSchema : blogCreateSchema,
    toInput,
    save: (input) => (post ? updateBlog.mutateAsync(input) : createBlog.mutateAsync(input)),
    onSuccess: () => {
      if (post) showToast('Blog updated', 'Your blog post has been updated successfully.', 'success');
      else showToast('Blog post created successfully', undefined, 'success');
      navigate('/admin');
    },
  });

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <CategoryField formik={formik} categories={categories.data} />
        <ImageUrlField formik={formik} name="image" label={words.image} />
      </Row>
      <TextAreaField formik={formik} name="excerpt" label="Excerpt" rows={3} hint="A short summary shown on cards and in shared links." />
      <TextField formik={formik} name="tags" label="Tags" hint="Comma separated, e.g. sleep, routines, newborn" />
      <RichTextField formik={formik} name="content" label="Content" required />
      <FormActions label={words.submit} busyLabel={words.busy} isBusy={formik.isSubmitting} />
    </Form>
  );
}
