import { useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { displayNameFromEmail } from '../../../src-shared/format/names';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { profileSchema } from '../../../src-shared/schemas/profile';
import type { User } from '../../../src-shared/types';
import { useUpdateProfile } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { useCurrentUser } from '../../api/auth';
import { DialogFooter, ModalDialog } from '../modal-dialog';
import { showToast } from '../toast';
import { TextField } from '../form-field';
import { FormStack } from '../ui';

const askedKey = (userId: number) => `nestly:name-asked:${userId}`;
const nameSchema = object({ displayName: profileSchema.fields.displayName });

/** A member others see as 'User' (no display name, no first name) who has not been asked on this device yet. */
function needsAsking(user: User | undefined): user is User {
  if (!user || user.displayName?.trim() || user.firstName?.trim()) return false;
  try {
    return localStorage.getItem(askedKey(user.id)) === null;
  } catch {
    return false;
  }
}

function NameDialog({ user, onClose }: { user: User; onClose: () => void }) {
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

/**
 * Asks a signed-in member without a name for one, once: the question is remembered as asked
 * whether they save a name or close it (they can still set one in their profile).
 */
export function NamePrompt() {
  const { user } = useCurrentUser();
  const [closedFor, setClosedFor] = useState<number | null>(null);
  if (!needsAsking(user) || closedFor === user.id) return null;
  const handleClose = () => {
    try {
      localStorage.setItem(askedKey(user.id), new Date().toISOString());
    } catch {
      // storage refused (private mode): the prompt stays closed for this visit
    }
    setClosedFor(user.id);
  };
  return <NameDialog user={user} onClose={handleClose} />;
}
