import { useLocation } from 'wouter';
import { reviewCreateSchema } from '../../../src-shared/schemas/review';
import { useCategories } from '../../api/categories';
import { useCreateReview } from '../../api/reviews';
import { showToast } from '../../components/toast';
import { TextField } from '../../components/form-field';
import { AdminFormPage, Form, FormActions, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { optionalNumber } from './form-values';
import { ProsConsRow, RatingField, reviewInput } from './review-fields';
import { useContentForm, type FormValues } from './use-content-form';
import { RichTextField } from './rich-text-field';

const toInput = (values: FormValues) => ({
  ...reviewInput(values),
  category_id: optionalNumber(values['category_id'] ?? ''),
  product_link: values['product_link'],
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
        <RatingField formik={formik} placeholder="Choose a rating" />
      </Row>
      <Row>
        <TextField formik={formik} name="price" label="Price ($)" type="number" step="0.01" min="0" />
        <CategoryField formik={formik} categories={categories.data} />
      </Row>
      <Row>
        <ImageUrlField formik={formik} name="image" label="Product image URL" canUpload />
        <TextField formik={formik} name="product_link" label="Product link" type="url" />
      </Row>
      <RichTextField formik={formik} name="content" label="Content" required />
      <ProsConsRow formik={formik} />
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
