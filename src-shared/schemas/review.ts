import { boolean, number, object, type InferType } from 'yup';
import { REQUIRED_FIELDS, cents, htmlContent, optionalId, optionalImageUrl, optionalText, optionalUrl, requiredText, titleText } from './content-fields';
import { contentStatus } from './content-status';

export const RATING_RANGE = 'Rating must be a whole number from 1 to 5';

const productName = requiredText(200, 'Product name', { isShownName: true });
const rating = () => number().typeError(RATING_RANGE).integer(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE);

const extras = {
  product_brand: optionalText(200, 'Brand'),
  image: optionalImageUrl(),
  summary: optionalText(1000, 'Summary'),
  pros: optionalText(2000, 'Pros'),
  cons: optionalText(2000, 'Cons'),
  price: cents().nullable(),
  product_link: optionalUrl(),
  category_id: optionalId('Category'),
  featured: boolean().optional(),
  status: contentStatus(),
};

/** POST /api/reviews and the create form: title, content, product name and rating are required. */
export const reviewCreateSchema = object({
  title: titleText.create,
  product_name: productName.create,
  rating: rating().required(REQUIRED_FIELDS),
  content: htmlContent.create,
  ...extras,
});

/** PATCH /api/reviews/{id}: any field may be sent; the required ones may not be blank. */
export const reviewUpdateSchema = object({
  title: titleText.update,
  product_name: productName.update,
  rating: rating().nonNullable(RATING_RANGE),
  content: htmlContent.update,
  ...extras,
});

/** POST /api/reviews/{id}/vote: Helpful (true) or Not Helpful (false). */
export const reviewVoteSchema = object({
  is_helpful: boolean().typeError('is_helpful must be true or false').required('is_helpful must be true or false'),
});

export type ReviewCreateInput = InferType<typeof reviewCreateSchema>;
export type ReviewUpdateInput = InferType<typeof reviewUpdateSchema>;
export type ReviewVoteInput = InferType<typeof reviewVoteSchema>;
