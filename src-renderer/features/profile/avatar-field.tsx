import type { FormikProps } from 'formik';
import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { URL_MAX } from '../../../src-shared/schemas/content-fields';
import { useUploadPhoto } from '../../api/uploads';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/ui';
import { TextField } from '../../components/form-field';
import type { ProfileFormValues } from './profile-form-values';

/** The avatar: a photo uploaded here, or an https:// link to one; the preview shows what will be saved. */
export function AvatarField({ formik, name }: { formik: FormikProps<ProfileFormValues>; name: string }) {
  const upload = useUploadPhoto();
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { url } = await upload.mutateAsync(file);
      await formik.setFieldValue('profileImageUrl', url);
    } catch {
      // the mutation's toast says what went wrong; the field keeps its value
    }
  };

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
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(event) => void handleFile(event)} />
        <Button type="button" $variant="secondary" disabled={upload.isPending || formik.isSubmitting} onClick={() => fileInput.current?.click()}>
          {upload.isPending ? 'Uploading...' : 'Upload Photo'}
        </Button>
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
