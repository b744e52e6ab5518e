import type { FormikProps } from 'formik';
import { TextAreaField, TextField } from '../../components/form-field';
import { Row } from './admin-form-page';
import type { FormValues } from './use-content-form';

/** A deal's title, retailer and description: the same on its create and edit pages. */
export function DealIntroFields({ formik }: { formik: FormikProps<FormValues> }) {
  return (
    <>
      <Row>
        <TextField formik={formik} name="title" label="Title" required />
        <TextField formik={formik} name="retailer" label="Retailer" />
      </Row>
      <TextAreaField formik={formik} name="description" label="Description" required rows={4} />
    </>
  );
}
