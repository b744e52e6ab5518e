import type { FormikProps } from 'formik';
import type { FocusEvent } from 'react';
import styled from 'styled-components';
import { toDirectImageUrl } from '../../../src-shared/format/image-url';
import { FieldShell, SelectField, useFieldProps } from '../../components/form-field';
import { PhotoUploadButton } from '../../components/photo-upload-button';
import { Input } from '../../components/ui';
import type { FormValues } from './use-content-form';

type FormikOf = { formik: FormikProps<FormValues> };

/** The authoring forms' category picker: none chosen at first, then the given categories. */
export function CategoryField({ formik, categories = [] }: FormikOf & { categories?: { id: number; name: string }[] }) {
  return (
    <SelectField formik={formik} name="category_id" label="Category">
      <option value="">Choose a category</option>
      {categories.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </SelectField>
  );
}

interface ImageUrlFieldProps extends FormikOf {
  name: string;
  label: string;
  /** offers Upload Photo beside the link: the photo goes to POST /api/upload and its address into the field */
  canUpload?: boolean;
}

/** An image URL: a share-page link of the image host becomes its direct image link when the field is left. */
export function ImageUrlField({ formik, name, label, canUpload = false }: ImageUrlFieldProps) {
  const hint = canUpload
    ? 'Upload a photo, or paste a direct image link or an image host share link (https://ibb.co/...).'
    : 'Paste a direct image link or an image host share link (https://ibb.co/...).';
  const field = useFieldProps({ formik, name, label, hint });
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    void formik.setFieldValue(name, toDirectImageUrl(event.target.value));
    formik.handleBlur(event);
  };
  return (
    <FieldShell id={field.id} label={label} hint={hint} error={field.error}>
      <UrlRow>
        <Input {...field.props} type="url" inputMode="url" placeholder="https://" onBlur={handleBlur} />
        {canUpload && <PhotoUploadButton onUploaded={(url) => void formik.setFieldValue(name, url)} disabled={formik.isSubmitting} />}
      </UrlRow>
    </FieldShell>
  );
}

const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input[type='url'] {
    flex: 1 1 180px;
  }
`;
