import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { Review } from '../../../src-shared/types';
import { useCategories } from '../../api/categories';
import { starText } from '../../components/star-rating';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { centsOrUndefined, centsToDollars, optionalNumber } from './form-values';
import { RichTextField } from './rich-text-field';
import type { FormValues } from './use-content-form';

const RATINGS = [5, 4, 3, 2, 1];

/** The fields a review's create and edit forms both send, as the API takes them. */
export const reviewInput = (values: FormValues) => ({
  title: values['title'],
  product_name: values['product_name'],
  rating: values['rating'] === '' ? undefined : Number(values['rating']),
  price: centsOrUndefined(values['price'] ?? '') ?? null,
  image: values['image'],
  content: values['content'],
  pros: values['pros'],
  cons: values['cons'],
});

/** Every field a review's forms send: what creation sets can be changed by each edit too. */
export const toReviewInput = (values: FormValues) => ({
  ...reviewInput(values),
  category_id: optionalNumber(values['category_id'] ?? ''),
  product_link: values['product_link'],
});

/** A review's form values: empty for a new one. */
export function reviewValues(review: Review | null): FormValues {
  return {
    title: review?.title ?? '',
    product_name: review?.product_name ?? '',
    rating: review ? String(review.rating) : '',
    price: review ? centsToDollars(review.price) : '',
    category_id: review?.category_id == null ? '' : String(review.category_id),
    image: review?.image ?? '',
    product_link: review?.product_link ?? '',
    content: review?.content ?? '',
    pros: review?.pros ?? '',
    cons: review?.cons ?? '',
  };
}

/**
 * A review's fields, as every review form shows them: the create and edit pages and the content
 * table's dialog. `beforeContent` goes between the links and the text (the dialog's status).
 */
export function ReviewFields({ formik, isNew = false, beforeContent }: { formik: FormikProps<FormValues>; isNew?: boolean; beforeContent?: ReactNode }) {
  const categories = useCategories();
  return (
    <>
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <TextField formik={formik} name="product_name" label="Product name" required />
        <RatingField formik={formik} placeholder={isNew ? 'Choose a rating' : undefined} />
      </Row>
      <Row>
        <TextField formik={formik} name="price" label="Price ($)" type="number" step="0.01" min="0" />
        <CategoryField formik={formik} categories={categories.data} />
      </Row>
      <Row>
        <ImageUrlField formik={formik} name="image" label="Product image URL" canUpload />
        <TextField formik={formik} name="product_link" label="Product link" type="url" />
      </Row>
      {beforeContent}
      <RichTextField formik={formik} name="content" label="Content" required />
      <ProsConsRow formik={formik} />
    </>
  );
}

/** Five stars down to one; a new review starts with none chosen. */
export function RatingField({ formik, placeholder }: { formik: FormikProps<FormValues>; placeholder?: string }) {
  return (
    <SelectField formik={formik} name="rating" label="Rating" required>
      {placeholder && <option value="">{placeholder}</option>}
      {RATINGS.map((rating) => (
        <option key={rating} value={rating}>{`${starText(rating)} ${rating} out of 5`}</option>
      ))}
    </SelectField>
  );
}

export function ProsConsRow({ formik }: { formik: FormikProps<FormValues> }) {
  return (
    <Row>
      <TextAreaField formik={formik} name="pros" label="Pros" rows={3} hint="Comma separated" />
      <TextAreaField formik={formik} name="cons" label="Cons" rows={3} hint="Comma separated" />
    </Row>
  );
}
