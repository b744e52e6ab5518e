import { useLocation } from 'wouter';
import { reviewCreateSchema } from '../../../src-shared/schemas/review';
import { useCategories } from '../../api/categories';
import { useCreateReview } from '../../api/reviews';
import { starText } from '../../components/star-rating';
import { showToast } from '../../components/toast';
import { AdminFormPage, FormActions } from './admin-form-page';
import { Form, HTML_HINT, ImageUrlField, Row, SelectField, TextAreaField, TextField } from './form-kit';
import { centsOrUndefined, optionalNumber } from './form-values';
import { useContentForm, type FormValues } from './use-content-form';

const RATINGS = [5, 4, 3, 2, 1];

const toInput = (values: FormValues) => ({
  title: values['title'],
  product_name: values['product_name'],
  rating: values['rating'] === '' ? undefined : Number(values['rating']),
  price: centsOrUndefined(values['price'] ?? '') ?? null,
  category_id: optionalNumber(values['category_id'] ?? ''),
  image: values['image'],
  product_link: values['product_link'],
  content: values['content'],
  pros: values['pros'],
  cons: values['cons'],
});

function ReviewCreateForm() {
  const [, navigate] = useLocation();
  const createReview = useCreateReview();
  const categories = useCategories();
  const { formik, handleSubmit } = useContentForm({
    initialValues: { title: '', product_name: '', rating: '', price: '', category_id: '', image: '', product_link: '', content: '', pros: '', cons: '' },
    schema: reviewCreateSchema,
    toInput,
    save: (input) => createReview.mutateAsync(input),
    onSuccess: () => {
      showToast('Review created', 'Review created successfully', 'success');
      navigate('/admin');
    },
  });

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <TextField formik={formik} name="product_name" label="Product name" required />
        <SelectField formik={formik} name="rating" label="Rating" required>
          <option value="">Choose a rating</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>{`${starText(rating)} ${rating} out of 5`}</option>
          ))}
        </SelectField>
      </Row>
      <Row>
        <TextField formik={formik} name="price" label="Price ($)" type="number" step="0.01" min="0" />
        <SelectField formik={formik} name="category_id" label="Category">
          <option value="">Choose a category</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </Row>
      <Row>
        <ImageUrlField formik={formik} name="image" label="Product image URL" />
        <TextField formik={formik} name="product_link" label="Product link" type="url" />
      </Row>
      <TextAreaField formik={formik} name="content" label="Content" required rows={10} hint={HTML_HINT} />
      <Row>
        <TextAreaField formik={formik} name="pros" label="Pros" rows={3} hint="Comma separated" />
        <TextAreaField formik={formik} name="cons" label="Cons" rows={3} hint="Comma separated" />
      </Row>
      <FormActions label="Create Review" busyLabel="Creating..." isBusy={formik.isSubmitting} />
    </Form>
  );
}

/** /admin/reviews/create */
export function ReviewCreatePage() {
  return (
    <AdminFormPage title="Write Review">
      <ReviewCreateForm />
    </AdminFormPage>
  );
}
