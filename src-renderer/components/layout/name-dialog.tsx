import { useFormik } from 'formik';
import { object } from 'yup';
import { displayNameFromEmail } from '../../../src-shared/format/names';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { profileSchema } from '../../../src-shared/schemas/profile';
import type { User } from '../../../src-shared/types';
import { useUpdateProfile } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { DialogFooter, ModalDialog } from '../modal-dialog';
import { showToast } from '../toast';
import { TextField } from '../form-field';
import { FormStack } from '../ui';

const nameSchema = object({ displayName: profileSchema.fields.displayName });

/** The question itself, in a chunk of its own: the form, the name rules and the dialog load only for a member who is asked. */
export function NameDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateProfile(user.id);
  const formik = useFormik({
    initialValues: { displayName: displayNameFromEmail(user.email) },
    validate: (values) => validationErrors(nameSchema, values),
    onSubmit: async (values, helpers) => {
      try {
        await update.mutateAsync({ displayName: values.displayName.trim() });
        showToast('Name saved', 'Other parents now see you by this name.', 'success');
        onClose();
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      }
    },
  });
  return (
    <ModalDialog onClose={onClose} title="Choose your name" description="Other parents see you as “User” until you pick a name.">
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <TextField
          formik={formik}
          name="displayName"
          label="Name other parents see"
          idPrefix="name-prompt"
          autoComplete="nickname"
          hint="Shown on your listings, messages and comments. You can change it later in your profile."
        />
        <DialogFooter label="Save Name" busyLabel="Saving..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
