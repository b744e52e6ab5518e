import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import styled from 'styled-components';
import { panelBox } from '../../components/panel-box';
import { BIO_MAX, profileFormSchema } from '../../../src-shared/schemas/profile';
import type { User } from '../../../src-shared/types';
import { useUpdateProfile } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { showToast } from '../../components/toast';
import { Button, FieldRow } from '../../components/ui';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes';
import { AvatarField } from './avatar-field';
import { TextAreaField, TextField } from '../../components/form-field';
import { ACCOUNT_MESSAGES } from '../../../src-shared/schemas/account';
import { isEmailChange, profileChanges, profileFormValues, type ProfileFormValues } from './profile-form-values';

/** Edit Profile: name, email, location, bio and avatar, by the rules the server applies (one schema). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile(user.id);
  const formik = useFormik<ProfileFormValues>({
    initialValues: profileFormValues(user),
    enableReinitialize: true,
    validate: (values) => {
      const errors = validationErrors(profileFormSchema, values);
      if (isEmailChange(values, user) && !values.currentPassword) return { ...errors, currentPassword: ACCOUNT_MESSAGES.currentRequired };
      return errors;
    },
    onSubmit: async (values, helpers) => {
      try {
        await update.mutateAsync(profileChanges(values, user));
        helpers.setFieldValue('currentPassword', '', false);
        showToast('Profile updated', 'Your profile has been saved.', 'success');
      } catch (error) {
        // the toast comes from the mutation's meta; the server's field messages go under the fields
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      }
    },
  });
  useUnsavedChangesPrompt(formik.dirty && !formik.isSubmitting);
  return (
    <Form onSubmit={formik.handleSubmit} noValidate aria-labelledby="edit-profile-heading">
      <h2 id="edit-profile-heading">Edit Profile</h2>
      <FieldRow>
        <TextField formik={formik} name="displayName" label="Name" idPrefix="profile" autoComplete="nickname" maxLength={100} />
        <TextField formik={formik} name="email" label="Email" idPrefix="profile" type="email" autoComplete="email" maxLength={254} />
      </FieldRow>
      {isEmailChange(formik.values, user) && (
        <TextField
          formik={formik}
          name="currentPassword"
          label="Current Password"
          idPrefix="profile"
          type="password"
          autoComplete="current-password"
          hint="Changing your sign-in email takes your password, and signs you out everywhere else."
        />
      )}
      <TextField
        formik={formik}
        name="location"
        label="Location"
        idPrefix="profile"
        autoComplete="address-level2"
        maxLength={200}
        placeholder="e.g. Denver, CO"
      />
      <TextAreaField
        formik={formik}
        name="bio"
        label="Bio"
        idPrefix="profile"
        rows={4}
        hint={`${formik.values.bio.length}/${BIO_MAX} characters`}
        placeholder="A few words about you and your family"
      />
      <AvatarField formik={formik} name={formik.values.displayName || user.name} />
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 18px;
  ${panelBox}
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
