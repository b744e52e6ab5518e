import type { FormikProps } from 'formik';
import { starText } from '../../components/star-rating';
import { SelectField, TextAreaField } from '../../components/form-field';
import { Row } from './admin-form-page';
import { centsOrUndefined } from './form-values';
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
