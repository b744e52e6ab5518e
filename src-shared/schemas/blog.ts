import { boolean, object, type InferType } from 'yup';
import { htmlContent, optionalId, optionalImageUrl, optionalText, titleText } from './content-fields';
import { contentStatus } from './content-status';

const extras = {
  image: optionalImageUrl(),
  excerpt: optionalText(500, 'Excerpt'),
  tags: optionalText(500, 'Tags'),
  category_id: optionalId('Category'),
  featured: boolean().optional(),
  status: contentStatus(),
};

/** POST /api/blogs and the create form: title and content are required. */
export const blogCreateSchema = object({
  title: titleText.create,
  content: htmlContent.create,
  ...extras,
});

/** PATCH /api/blogs/{id} and the edit form: any field may be sent; title and content may not be blank. */
export const blogUpdateSchema = object({
  title: titleText.update,
  content: htmlContent.update,
  ...extras,
});

export type BlogCreateInput = InferType<typeof blogCreateSchema>;
export type BlogUpdateInput = InferType<typeof blogUpdateSchema>;
