import { object, string, type InferType } from 'yup';
import { HTML_MAX } from './content-fields';

/** POST /api/admin/content-preview: the HTML an editor holds, to see it as the site will keep it. */
export const contentPreviewSchema = object({
  html: string().typeError('html must be text').defined('html must be text').max(HTML_MAX, `Content must be at most ${HTML_MAX} characters`),
});

export type ContentPreviewInput = InferType<typeof contentPreviewSchema>;
