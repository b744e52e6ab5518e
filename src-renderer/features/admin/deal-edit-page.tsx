import { useLocation } from 'wouter';
import type { Deal } from '../../../src-shared/types';
import { dollarsToCents } from '../../../src-shared/format/money';
import { dealUpdateSchema } from '../../../src-shared/schemas/deal';
import { useCategories } from '../../api/categories';
import { useContentSaves } from '../../api/content-saves';
import { useDeal } from '../../api/deals';
import { SAVE_FAILED } from '../../api/failure-toast';
import { showToast } from '../../components/toast';
import { DealIntroFields } from './deal-fields';
import { EditorActions } from './editor-actions';
import { TextField } from '../../components/form-field';
import { ContentNotFound, Form, FormSkeleton, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { centsToDollars, numberOrZero, optionalNumber } from './form-values';
import type { FormValues } from './use-content-form';
import { useContentEditor } from './use-content-editor';
import { PastExpiryWarning } from './past-expiry-warning';

// number inputs that do not parse count as 0 (spec §5), then dollars become cents
const cents = (dollars: string) => dollarsToCents(numberOrZero(dollars));

const toInput = (values: FormValues) => ({
  title: values['title'],
  description: values['description'],
  link: values['link'],
  original_price: cents(values['original_price'] ?? ''),
  discounted_price: cents(values['discounted_price'] ?? ''),
  discount_percentage: numberOrZero(values['discount_percentage'] ?? ''),
  image: values['image'],
  expires_at: values['expires_at'],
  // the rest of what the create form sets
  retailer: values['retailer'],
  category_id: optionalNumber(values['category_id'] ?? ''),
  coupon_code: values['coupon_code'],
  terms_conditions: values['terms_conditions'],
});

function DealEditForm({ deal }: { deal: Deal }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('deals');
  const categories = useCategories();
  const editor = useContentEditor({
    initialValues: {
      title: deal.title,
      description: deal.description,
      link: deal.link ?? '',
      original_price: centsToDollars(deal.original_price),
      discounted_price: centsToDollars(deal.discounted_price),
      discount_percentage: String(deal.discount_percentage),
      image: deal.image ?? '',
      expires_at: deal.expires_at ? deal.expires_at.slice(0, 10) : '',
      retailer: deal.retailer ?? '',
      category_id: deal.category_id === null ? '' : String(deal.category_id),
      coupon_code: deal.coupon_code ?? '',
      terms_conditions: deal.terms_conditions ?? '',
    },
    schema: dealUpdateSchema,
    toInput,
    item: deal,
    create: saves.create,
    update: saves.update,
    onCreated: () => undefined,
    publishFailure: { title: 'Failed to update deal: {message}', fallback: SAVE_FAILED },
    onPublished: () => {
      if (deal.status === 'published') showToast('Deal updated', 'Your deal has been updated successfully.', 'success');
      else showToast('Deal published', undefined, 'success');
      navigate('/admin');
    },
  });
  const { formik } = editor;

  return (
    <Form onSubmit={editor.handleSubmit} noValidate>
      <DealIntroFields formik={formik} />
      <TextField formik={formik} name="link" label="Deal URL" type="url" />
      <Row>
        <TextField formik={formik} name="original_price" label="Original price ($)" type="number" step="0.01" min="0" />
        <TextField formik={formik} name="discounted_price" label="Discounted price ($)" type="number" step="0.01" min="0" />
        <TextField formik={formik} name="discount_percentage" label="Discount percentage" type="number" step="1" min="0" max="100" />
      </Row>
      <Row>
        <ImageUrlField formik={formik} name="image" label="Image URL" />
        <TextField formik={formik} name="expires_at" label="Expiry date" type="date" />
      </Row>
      <PastExpiryWarning value={formik.values['expires_at']} />
      <Row>
        <CategoryField formik={formik} categories={categories.data} />
        <TextField formik={formik} name="coupon_code" label="Coupon code" />
      </Row>
      <TextField formik={formik} name="terms_conditions" label="Terms and conditions" />
      <EditorActions editor={editor} isNew={false} publishLabel="Publish" updateLabel="Update Deal" busyLabel="Updating..." />
    </Form>
  );
}

export function DealEditLoader({ id }: { id: string }) {
  const { data: deal, isLoading } = useDeal(id);
  if (isLoading) return <FormSkeleton />;
  if (!deal) {
    return <ContentNotFound title="Deal Not Found" text="The deal you're looking for doesn't exist." />;
  }
  return <DealEditForm deal={deal} />;
}
