import { useState } from 'react';
import { useSaveSearch } from '../../api/saved-searches';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { FieldError, FormStack, Input, Label, Muted } from '../../components/ui';
import { SAVED_SEARCH_NAME_MAX } from '../../../src-shared/schemas/saved-search';
import type { SavedSearch } from '../../../src-shared/types';

/** The name of the search to save, in a chunk of its own: the dialog and its rules load when the button is pressed. */
export function SaveSearchDialog({ filters, onClose }: { filters: SavedSearch['filters']; onClose: () => void }) {
  const [name, setName] = useState(filters.search ?? filters.category ?? 'My search');
  const [problem, setProblem] = useState('');
  const save = useSaveSearch();
  const handleSave = async () => {
    if (!name.trim()) {
      setProblem('Please name this search');
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), filters });
      showToast('Search saved', 'New listings that match it are counted in your profile.', 'success');
      onClose();
    } catch {
      // the failure toast comes from the mutation's meta
    }
  };
  return (
    <ModalDialog onClose={onClose} title="Save this search" description="We count new listings that match it, on your profile.">
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
        noValidate
      >
        <div>
          <Label htmlFor="saved-search-name">Name</Label>
          <Input
            id="saved-search-name"
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'saved-search-name-error' : undefined}
          />
          {problem && <FieldError id="saved-search-name-error">{problem}</FieldError>}
        </div>
        <Muted>Keeps the search words, category, condition, price range and order you chose.</Muted>
        <DialogFooter label="Save Search" busyLabel="Saving..." isBusy={save.isPending} />
      </FormStack>
    </ModalDialog>
  );
}
