import { useFormik } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import { validationErrors, type FieldErrors } from '../../../src-shared/schemas/field-errors';
import { PRODUCT_STATUSES, productEditFormSchema, productFormSchema } from '../../../src-shared/schemas/product';
import type { Product } from '../../../src-shared/types';
import { useCategories } from '../../api/categories';
import { SelectField, TextAreaField, TextField } from '../form-field';
import { FieldRow, FormStack } from '../ui';
import { CategoryOptions, ConditionOptions } from './listing-options';
import { postedPhotos, type ListingPhoto } from './listing-photos';
import { EMPTY_LISTING, listingEditValues, type ListingFormValues } from './listing-values';
import { PhotoPicker } from './photo-picker';
import { STATUS_LABELS } from './status-badge';
import { UploadProgress } from './upload-progress';

export type ListingSubmit = (values: ListingFormValues, photos: ListingPhoto[], onProgress: (fraction: number) => void) => Promise<FieldErrors | undefined>;

interface ListingFormProps {
  /** the listing to edit; without it the form creates one */
  product?: Product;
  /** prefixes the element ids, so the page's form and a dialog's never share one */
  idPrefix: string;
  /** saves the listing; answers the server's field messages to show under the fields */
  onSubmit: ListingSubmit;
  /** the buttons at the foot, given whether the listing is being saved */
  actions: (isBusy: boolean) => ReactNode;
  /** told whether the form holds edits not saved yet (a dialog asks before discarding them) */
  onChanges?: (hasChanges: boolean) => void;
}

/**
 * The one listing form, for Create Listing (part 1), the product form of My Listings (part 2) and
 * its edit dialog: item name, description, category, condition, price in dollars, location and up to
 * five photos (add, remove, reorder, choose the cover); editing adds the status the seller sets.
 */
export function ListingForm({ product, idPrefix, onSubmit, actions, onChanges }: ListingFormProps) {
  const { data: categories = [] } = useCategories();
  const [photos, setPhotos] = useState<ListingPhoto[]>(() => (product ? postedPhotos(product.images) : []));
  const [progress, setProgress] = useState<number | null>(null);
  const formik = useFormik<ListingFormValues>({
    initialValues: product ? listingEditValues(product) : EMPTY_LISTING,
    validate: (values) => validationErrors(product ? productEditFormSchema : productFormSchema, values),
    onSubmit: async (values, helpers) => {
      // a new listing's photos travel with it: the bar shows them going
      if (!product) setProgress(0);
      const fieldErrors = await onSubmit(values, photos, setProgress);
      setProgress(null);
      if (fieldErrors) helpers.setErrors(fieldErrors);
    },
  });
  const isBusy = formik.isSubmitting;
  const before = product?.images ?? [];
  const hasPhotoChanges = photos.length !== before.length || photos.some((photo, i) => photo.url !== before[i]?.url);
  const hasChanges = (formik.dirty || hasPhotoChanges) && !isBusy;
  useEffect(() => onChanges?.(hasChanges), [onChanges, hasChanges]);
  const field = { formik, idPrefix } as const;

  return (
    <FormStack onSubmit={formik.handleSubmit} noValidate>
      <TextField {...field} name="name" label="Item Name" placeholder="e.g. Convertible pram with bassinet" maxLength={200} />
      <TextAreaField
        {...field}
        name="description"
        label="Description"
        rows={product ? 5 : 6}
        maxLength={5000}
        placeholder="Describe your item: age, how it was used, any wear, what is included"
      />
      <FieldRow>
        <SelectField {...field} name="category_id" label="Category">
          <CategoryOptions categories={categories} />
        </SelectField>
        <SelectField {...field} name="condition" label="Condition">
          <ConditionOptions placeholder={product ? undefined : 'Select condition'} />
        </SelectField>
      </FieldRow>
      <FieldRow>
        <TextField {...field} name="price" label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" />
        <TextField {...field} name="location" label="Location" placeholder="e.g. Denver, CO" maxLength={200} />
      </FieldRow>
      {product && (
        <SelectField {...field} name="status" label="Status">
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      )}
      <PhotoPicker photos={photos} onChange={setPhotos} disabled={isBusy} idPrefix={idPrefix} />
      {progress !== null && <UploadProgress fraction={progress} />}
      {actions(isBusy)}
    </FormStack>
  );
}
