import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { useLocation } from 'wouter';
import { object, string } from 'yup';
import { ACCOUNT_MESSAGES } from '../../../src-shared/schemas/account';
import { useCloseAccount, type AccountClosing } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { TextField } from '../../components/form-field';
import { FormStack } from '../../components/ui';

const WORDS: Record<AccountClosing, { title: string; description: string; confirm: string; busy: string; done: [string, string] }> = {
  deactivate: {
    title: 'Deactivate Account',
    description: 'Your listings will be hidden and you will not be able to sign in until an admin reactivates your account. Enter your password to confirm.',
    confirm: 'Deactivate Account',
    busy: 'Deactivating...',
    done: ['Account deactivated', 'You have been signed out. Contact us to reactivate your account.'],
  },
  delete: {
    title: 'Delete Account',
    description:
      'This permanently removes your account, your listings and their photos, and your favorites. Your messages and comments stay, from "Deleted member". Enter your password to confirm.',
    confirm: 'Delete Account',
    busy: 'Deleting...',
    done: ['Account deleted', 'Your account and listings have been removed.'],
  },
};

// the dialog asks for the password; the API's schema lets an admin leave it out, a member's own form may not
const confirmSchema = object({ password: string().required(ACCOUNT_MESSAGES.passwordRequired) });

/** Deactivate or delete the account: the password confirms it, then the member is signed out and sent home. */
export function CloseAccountDialog({ userId, closing, onClose }: { userId: number; closing: AccountClosing; onClose: () => void }) {
  const close = useCloseAccount(userId, closing);
  const [, navigate] = useLocation();
  const words = WORDS[closing];
  const formik = useFormik({
    initialValues: { password: '' },
    validate: (values) => validationErrors(confirmSchema, values),
    onSubmit: async ({ password }, helpers) => {
      try {
        await close.mutateAsync(password);
        showToast(words.done[0], words.done[1], 'success');
        navigate('/', { replace: true });
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      }
    },
  });
  return (
    <ModalDialog onClose={onClose} title={words.title} description={words.description}>
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <TextField formik={formik} name="password" label="Password" idPrefix={`${closing}-account`} type="password" autoComplete="current-password" />
        <DialogFooter label={words.confirm} busyLabel={words.busy} isBusy={formik.isSubmitting} danger />
      </FormStack>
    </ModalDialog>
  );
}
