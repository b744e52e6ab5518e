import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { passwordChangeSchema } from '../../../src-shared/schemas/account';
import { PASSWORD_MIN } from '../../../src-shared/schemas/auth';
import { useChangePassword } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { TextField } from '../../components/form-field';
import { FormStack } from '../../components/ui';

/** Change Password: the current one confirms it; this browser stays signed in, every other session ends. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const formik = useFormik({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => validationErrors(passwordChangeSchema, values),
    onSubmit: async (values, helpers) => {
      try {
        await change.mutateAsync(values);
        showToast('Password changed', 'You have been signed out on your other devices.', 'success');
        onClose();
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      }
    },
  });
  return (
    <ModalDialog
      onClose={onClose}
      title="Change Password"
      description="Enter your current password and choose a new one. Your other devices will be signed out."
    >
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <TextField formik={formik} name="currentPassword" label="Current Password" idPrefix="password" type="password" autoComplete="current-password" />
        <TextField
          formik={formik}
          name="newPassword"
          label="New Password"
          idPrefix="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <DialogFooter label="Change Password" busyLabel="Saving..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
