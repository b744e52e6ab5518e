import { useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { CategoryOptions, ConditionOptions } from '../../components/listings/listing-options';
import { validationErrors, type FieldErrors } from '../../../src-shared/schemas/field-errors';
import { productFormSchema } from '../../../src-shared/schemas/product';
import { useCategories } from '../../api/categories';
import { EMPTY_LISTING, listingFields, type ListingFormValues } from '../../components/listings/listing-values';
import { Button, ButtonLink, FieldError, FieldRow, Input, Label, Select, Textarea } from '../../components/ui';
import { PhotoPicker } from '../../components/listings/photo-picker';
import type { ListingPhoto } from '../../components/listings/listing-photos';
import { UploadProgress } from './upload-progress';

interface ListingFormProps {
  /** sends the form; answers field errors from the server to show beside the fields */
  onSubmit: (form: FormData, onProgress: (fraction: number) => void) => Promise<FieldErrors | undefined>;
}

/** The multipart body the API takes: the text fields, price in cents, and each photo as `images`. */
function toFormData(values: ListingFormValues, photos: ListingPhoto[]): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(listingFields(values))) form.set(field, String(value));
  // in the order shown: the server keeps it, so the first is the cover
  for (const photo of photos) if (photo.file) form.append('images', photo.file);
  return form;
}

/** Create Listing: item name, description, category, condition, price in dollars, location and photos. */
export function ListingForm({ onSubmit }: ListingFormProps) {
  const { data: categories = [] } = useCategories();
  const [photos, setPhotos] = useState<ListingPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const formik = useFormik<ListingFormValues>({
    initialValues: EMPTY_LISTING,
    validate: (values) => validationErrors(productFormSchema, values),
    onSubmit: async (values, helpers) => {
      setProgress(0);
      const fieldErrors = await onSubmit(toFormData(values, photos), setProgress);
      setProgress(null);
      if (fieldErrors) helpers.setErrors(fieldErrors);
    },
  });
  const isBusy = formik.isSubmitting;
  const errorOf = (field: keyof ListingFormValues) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const fieldProps = (field: keyof ListingFormValues) => ({
    id: `listing-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled: isBusy,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `listing-${field}-error` : undefined,
  });
  const error = (field: keyof ListingFormValues) => errorOf(field) && <FieldError id={`listing-${field}-error`}>{errorOf(field)}</FieldError>;

  return (
    <Form onSubmit={formik.handleSubmit} noValidate>
      <div>
        <Label htmlFor="listing-name">Item Name</Label>
        <Input {...fieldProps('name')} placeholder="e.g. Convertible pram with bassinet" maxLength={200} />
        {error('name')}
      </div>
      <div>
        <Label htmlFor="listing-description">Description</Label>
        <Textarea {...fieldProps('description')} rows={6} maxLength={5000} placeholder="Describe your item: age, how it was used, any wear, what is included" />
        {error('description')}
      </div>
      <FieldRow>
        <div>
          <Label htmlFor="listing-category_id">Category</Label>
          <Select {...fieldProps('category_id')}>
            <CategoryOptions categories={categories} />
          </Select>
          {error('category_id')}
        </div>
        <div>
          <Label htmlFor="listing-condition">Condition</Label>
          <Select {...fieldProps('condition')}>
            <ConditionOptions placeholder="Select condition" />
          </Select>
          {error('condition')}
        </div>
      </FieldRow>
      <FieldRow>
        <div>
          <Label htmlFor="listing-price">Price ($)</Label>
          <Input {...fieldProps('price')} type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" />
          {error('price')}
        </div>
        <div>
          <Label htmlFor="listing-location">Location</Label>
          <Input {...fieldProps('location')} placeholder="e.g. Denver, CO" maxLength={200} />
          {error('location')}
        </div>
      </FieldRow>
      <PhotoPicker photos={photos} onChange={setPhotos} disabled={isBusy} />
      {progress !== null && <UploadProgress fraction={progress} />}
      <Buttons>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? 'Creating...' : 'Create Listing'}
        </Button>
        <ButtonLink href="/marketplace" $variant="secondary">
          Cancel
        </ButtonLink>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 20px;
  select {
    width: 100%;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
