import { useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { useSaveSearch } from '../../api/saved-searches';
import { filtersFromAddress } from '../../components/listings/search-filters';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { Button, FieldError, FormStack, Input, Label, Muted } from '../../components/ui';
import { SAVED_SEARCH_NAME_MAX } from '../../../src-shared/schemas/saved-search';

/** "Save this search" on the marketplace, for signed-in members once a search or filter is set. */
export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const { isSignedIn } = useCurrentUser();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const save = useSaveSearch();
  if (!isSignedIn) return null;
  const filters = filtersFromAddress(params);

  const handleOpen = () => {
    setName(filters.search ?? filters.category ?? 'My search');
    setProblem('');
    setOpen(true);
  };
  const handleSave = async () => {
    if (!name.trim()) {
      setProblem('Please name this search');
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), filters });
      showToast('Search saved', 'New listings that match it are counted in your profile.', 'success');
      setOpen(false);
    } catch {
      // the failure toast comes from the mutation's meta
    }
  };
  return (
    <>
      <Button type="button" $variant="secondary" onClick={handleOpen}>
        Save this search
      </Button>
      {isOpen && (
        <ModalDialog onClose={() => setOpen(false)} title="Save this search" description="We count new listings that match it, on your profile.">
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
      )}
    </>
  );
}
