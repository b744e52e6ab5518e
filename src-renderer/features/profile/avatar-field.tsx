import type { FormikProps } from 'formik';
import styled from 'styled-components';
import { URL_MAX } from '../../../src-shared/schemas/content-fields';
import { Avatar } from '../../components/avatar';
import { PhotoUploadButton } from '../../components/photo-upload-button';
import { TextField } from '../../components/form-field';
import type { ProfileFormValues } from './profile-form-values';

/** The avatar: a photo uploaded here, or an https:// link to one; the preview shows what will be saved. */
export function AvatarField({ formik, name }: { formik: FormikProps<ProfileFormValues>; name: string }) {
  return (
    <Row>
      <Avatar name={name} src={formik.values.profileImageUrl || null} size={64} />
      <Fields>
        <TextField
          formik={formik}
          name="profileImageUrl"
          label="Avatar URL"
          idPrefix="profile"
          type="url"
          maxLength={URL_MAX}
          placeholder="https://..."
          hint="Upload a photo, or paste an https:// link to one."
        />
        <PhotoUploadButton onUploaded={(url) => void formik.setFieldValue('profileImageUrl', url)} disabled={formik.isSubmitting} />
      </Fields>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 10px;
  flex: 1;
  min-width: 0;
  justify-items: start;
  > div {
    width: 100%;
  }
`;
