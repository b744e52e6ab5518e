import { object, string, type InferType } from 'yup';
import { numberInput } from './number-input';
import { trimmedString } from './content-fields';
import { MAX_ID } from '../ids';

export const COMMENT_CONTENT_TYPES = ['blog', 'review', 'product'] as const;
export const COMMENT_MAX = 2000;

/** POST /api/comments and the Discussion box: the trimmed text may not be blank. */
export const commentSchema = object({
  content: trimmedString().required('Comment cannot be empty').max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
  content_type: string().required('content_type must be blog, review or product').oneOf(COMMENT_CONTENT_TYPES, 'content_type must be blog, review or product'),
  content_id: numberInput()
    .typeError('content_id must be a positive whole number')
    .required('content_id must be a positive whole number')
    .integer('content_id must be a positive whole number')
    .positive('content_id must be a positive whole number')
    .max(MAX_ID, 'content_id must be a positive whole number'),
  /** the comment this one answers: replies go one level deep */
  parent_id: numberInput()
    .typeError('parent_id must be a positive whole number')
    .integer('parent_id must be a positive whole number')
    .positive('parent_id must be a positive whole number')
    .max(MAX_ID, 'parent_id must be a positive whole number')
    .nullable()
    .optional(),
});

export type CommentInput = InferType<typeof commentSchema>;
