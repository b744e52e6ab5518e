import { useLocation } from 'wouter';
import type { BlogPost } from '../../../src-shared/types';
import { blogCreateSchema, blogUpdateSchema } from '../../../src-shared/schemas/blog';
import { useBlogById, useBlogCategories } from '../../api/blogs';
import { useContentSaves } from '../../api/content-saves';
import { SAVE_FAILED } from '../../api/failure-toast';
import { showToast } from '../../components/toast';
import { EditorActions } from './editor-actions';
import { TextAreaField, TextField } from '../../components/form-field';
import { AdminFormPage, ContentNotFound, Form, FormSkeleton, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { optionalNumber } from './form-values';
import { RichTextField } from './rich-text-field';
import { useContentEditor } from './use-content-editor';
import type { FormValues } from './use-content-form';
import { useEditorSession } from './use-editor-session';

const toInput = (values: FormValues) => ({
  title: values['title'],
  content: values['content'],
  image: values['image'],
  excerpt: values['excerpt'],
  tags: values['tags'],
  category_id: optionalNumber(values['category_id'] ?? ''),
});

const EMPTY = { title: '', category_id: '', image: '', excerpt: '', tags: '', content: '' };

// every field the create form sets can be changed on the edit page too
const valuesOf = (post: BlogPost): FormValues => ({
  title: post.title,
  category_id: post.category_id === null ? '' : String(post.category_id),
  image: post.image ?? '',
  excerpt: post.excerpt ?? '',
  tags: post.tags ?? '',
  content: post.content,
});

const editPath = (id: number) => `/admin/blog/edit/${id}`;

function BlogForm({ post, isNew, onCreated }: { post: BlogPost | null; isNew: boolean; onCreated: Parameters<typeof useContentEditor>[0]['onCreated'] }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('blogs');
  const categories = useBlogCategories();
  const editor = useContentEditor({
    initialValues: post ? valuesOf(post) : EMPTY,
    schema: post ? blogUpdateSchema : blogCreateSchema,
    toInput,
    item: post,
    create: saves.create,
    update: saves.update,
    onCreated,
    publishFailure: isNew
      ? { title: '{message}', fallback: 'Failed to create blog post' }
      : { title: 'Failed to update blog: {message}', fallback: SAVE_FAILED },
    onPublished: () => {
      if (isNew) showToast('Blog post created successfully', undefined, 'success');
      else if (post?.status === 'published') showToast('Blog updated', 'Your blog post has been updated successfully.', 'success');
      else showToast('Blog post published', undefined, 'success');
      navigate('/admin');
    },
  });
  const { formik } = editor;

  return (
    <Form onSubmit={editor.handleSubmit} noValidate>
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <CategoryField formik={formik} categories={categories.data} />
        <ImageUrlField formik={formik} name="image" label={isNew ? 'Featured image URL' : 'Image URL'} />
      </Row>
      <TextAreaField formik={formik} name="excerpt" label="Excerpt" rows={3} hint="A short summary shown on cards and in shared links." />
      <TextField formik={formik} name="tags" label="Tags" hint="Comma separated, e.g. sleep, routines, newborn" />
      <RichTextField formik={formik} name="content" label="Content" required />
      <EditorActions
        editor={editor}
        isNew={isNew}
        publishLabel={isNew ? 'Create Blog Post' : 'Publish'}
        updateLabel="Update Blog"
        busyLabel={isNew ? 'Creating...' : 'Updating...'}
      />
    </Form>
  );
}

function BlogEditLoader({ id }: { id: string }) {
  const { data: post, isLoading } = useBlogById(id);
  if (isLoading) return <FormSkeleton />;
  if (!post) {
    return <ContentNotFound title="Blog Not Found" text="The blog post you're looking for doesn't exist." />;
  }
  return <BlogForm post={post} isNew={false} onCreated={() => undefined} />;
}

/** /admin/blog/create and /admin/blog/edit/{id}: one page, so a new post's first autosave turns it into its edit page in place. */
export function BlogEditorPage({ params }: { params: { id?: string } }) {
  const session = useEditorSession(params.id, editPath);
  return (
    <AdminFormPage title={session.isNew ? 'Create Blog Post' : 'Edit Blog Post'}>
      {session.isNew ? <BlogForm key={session.key} post={null} isNew onCreated={session.handleCreated} /> : <BlogEditLoader key={params.id} id={params.id!} />}
    </AdminFormPage>
  );
}
