import { useLocation } from 'wouter';
import { discountPercentage, dealCreateSchema } from '../../../src-shared/schemas/deal';
import { useCategories } from '../../api/categories';
import { useContentSaves } from '../../api/content-saves';
import { showToast } from '../../components/toast';
import { Muted } from '../../components/ui';
import { DealIntroFields } from './deal-fields';
import { EditorActions } from './editor-actions';
import { TextField } from '../../components/form-field';
import { Form, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { centsOrUndefined, optionalNumber } from './form-values';
import type { FormValues } from './use-content-form';
import { useContentEditor, type SavedItem } from './use-content-editor';
import { PastExpiryWarning } from './past-expiry-warning';

const toInput = (values: FormValues) => {
  const original = centsOrUndefined(values['original_price'] ?? '');
  const sale = centsOrUndefined(values['discounted_price'] ?? '');
  return {
    title: values['title'],
    retailer: values['retailer'],
    description: values['description'],
    original_price: original,
    discounted_price: sale,
    // the server computes it again; sent because the spec's call carries it
    discount_percentage: original && sale !== undefined ? discountPercentage(original, sale) : undefined,
    category_id: optionalNumber(values['category_id'] ?? ''),
    link: values['link'],
    image: values['image'],
    expires_at: values['expires_at'],
    coupon_code: values['coupon_code'],
    terms_conditions: values['terms_conditions'],
  };
};

/** A new deal: saved as a draft while it is written (the page then goes on as its edit page), created by Create Deal. */
export function DealCreateForm({ onCreated }: { onCreated: (item: SavedItem) => void }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('deals');
  const categories = useCategories();
  const editor = useContentEditor({
    initialValues: {
      title: '',
      retailer: '',
      description: '',
      original_price: '',
      discounted_price: '',
      category_id: '',
      link: '',
      image: '',
      expires_at: '',
      coupon_code: '',
      terms_conditions: '',
    },
    schema: dealCreateSchema,
    toInput,
    item: null,
    create: saves.create,
    update: saves.update,
    onCreated,
    publishFailure: { title: '{message}', fallback: 'Failed to create deal' },
    onPublished: () => {
      showToast('Deal created successfully', undefined, 'success');
      navigate('/admin');
    },
  });
  const { formik } = editor;
  const { discount_percentage: discount } = toInput(formik.values);

  return (
    <Form onSubmit={editor.handleSubmit} noValidate>
      <DealIntroFields formik={formik} />
      <Row>
        <TextField formik={formik} name="original_price" label="Original price ($)" type="number" step="0.01" min="0" required />
        <TextField formik={formik} name="discounted_price" label="Sale price ($)" type="number" step="0.01" min="0" required />
      </Row>
      {discount !== undefined && Number.isFinite(discount) && <Muted aria-live="polite">{`Discount: ${discount}%`}</Muted>}
      <Row>
        <CategoryField formik={formik} categories={categories.data} />
        <TextField formik={formik} name="expires_at" label="Expiry date" type="date" />
      </Row>
      <PastExpiryWarning value={formik.values['expires_at']} />
      <Row>
        <TextField formik={formik} name="link" label="Product URL" type="url" />
        <ImageUrlField formik={formik} name="image" label="Image URL" />
      </Row>
      <Row>
        <TextField formik={formik} name="coupon_code" label="Coupon code" />
        <TextField formik={formik} name="terms_conditions" label="Terms and conditions" />
      </Row>
      <EditorActions editor={editor} isNew publishLabel="Create Deal" updateLabel="Update Deal" busyLabel="Creating..." />
    </Form>
  );
}
