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
import { FieldError, FormStack, Input, Label, Muted } from '../ui';

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
  const error = formik.submitCount > 0 ? formik.errors.displayName : undefined;
  return (
    <ModalDialog onClose={onClose} title="Choose your name" description="Other parents see you as “User” until you pick a name.">
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <div>
          <Label htmlFor="name-prompt-displayName">Name other parents see</Label>
          <Input
            id="name-prompt-displayName"
            name="displayName"
            autoComplete="nickname"
            value={formik.values.displayName}
            onChange={formik.handleChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'name-prompt-error' : 'name-prompt-hint'}
          />
          <Muted id="name-prompt-hint">Shown on your listings, messages and comments. You can change it later in your profile.</Muted>
          {error && <FieldError id="name-prompt-error">{error}</FieldError>}
        </div>
        <DialogFooter label="Save Name" busyLabel="Saving..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
