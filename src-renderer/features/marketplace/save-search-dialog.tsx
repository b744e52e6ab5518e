import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { useSaveSearch } from '../../api/saved-searches';
import { TextField } from '../../components/form-field';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { FormStack, Muted } from '../../components/ui';
import { SAVED_SEARCH_NAME_MAX, savedSearchSchema } from '../../../src-shared/schemas/saved-search';
import type { SavedSearch } from '../../../src-shared/types';

const nameSchema = savedSearchSchema.pick(['name']);

/** The name of the search to save, in a chunk of its own: the dialog and its rules load when the button is pressed. */
export function SaveSearchDialog({ filters, onClose }: { filters: SavedSearch['filters']; onClose: () => void }) {
  const save = useSaveSearch();
  const formik = useFormik({
    initialValues: { name: filters.search ?? filters.category ?? 'My search' },
    validate: (values) => validationErrors(nameSchema, values),
    onSubmit: async ({ name }) => {
      try {
        await save.mutateAsync({ name: name.trim(), filters });
        showToast('Search saved', 'New listings that match it are counted in your profile.', 'success');
        onClose();
      } catch {
        // the failure toast comes from the mutation's meta
      }
    },
  });
  return (
    <ModalDialog onClose={onClose} title="Save this search" description="We count new listings that match it, on your profile.">
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <TextField formik={formik} name="name" label="Name" idPrefix="saved-search" maxLength={SAVED_SEARCH_NAME_MAX} />
        <Muted>Keeps the search words, category, condition, price range and order you chose.</Muted>
        <DialogFooter label="Save Search" busyLabel="Saving..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
