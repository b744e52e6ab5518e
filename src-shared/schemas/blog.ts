import { boolean, object, type InferType } from 'yup';
import { HTML_MAX, REQUIRED_FIELDS, TITLE_MAX, nonBlankText, optionalId, optionalImageUrl, optionalText, requiredText } from './content-fields';

const extras = {
  image: optionalImageUrl(),
  excerpt: optionalText(500, 'Excerpt'),
  tags: optionalText(500, 'Tags'),
  category_id: optionalId('Category'),
  featured: boolean().optional(),
};

/** POST /api/blogs and the create form: title and content are required. */
export const blogCreateSchema = object({
  title: requiredText(REQUIRED_FIELDS, TITLE_MAX, 'Title'),
  content: requiredText(REQUIRED_FIELDS, HTML_MAX, 'Content'),
  ...extras,
});

/** PATCH /api/blogs/{id} and the edit form: any field may be sent; title and content may not be blank. */
export const blogUpdateSchema = object({
  title: nonBlankText('Title is required', TITLE_MAX, 'Title'),
  content: nonBlankText('Content is required', HTML_MAX, 'Content'),
  ...extras,
});

export type BlogCreateInput = InferType<typeof blogCreateSchema>;
export type BlogUpdateInput = InferType<typeof blogUpdateSchema>;
