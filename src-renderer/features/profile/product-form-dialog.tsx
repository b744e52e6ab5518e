import { useState } from 'react';
import type { Product } from '../../../src-shared/types';
import { isApiError } from '../../api/api-error';
import { useCreateProduct, useUpdateProduct } from '../../api/products';
import { ListingForm, type ListingSubmit } from '../../components/listings/listing-form';
import { photoChange } from '../../components/listings/listing-photos';
import { listingChanges, listingFormData } from '../../components/listings/listing-values';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';

/**
 * My Listings' product form (spec part 2): the one listing form in a dialog. Add New Listing opens it
 * empty ('Product created'); a listing's Edit opens it filled, with the status ('Product updated').
 */
export function ProductFormDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [hasChanges, setHasChanges] = useState(false);

  const handleSubmit: ListingSubmit = async (values, photos, onProgress) => {
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, changes: listingChanges(values), photos: photoChange(product.images, photos) });
        showToast('Product updated', 'Your listing has been saved.', 'success');
      } else {
        await create.mutateAsync({ form: listingFormData(values, photos), onProgress });
        showToast('Product created', 'Your listing is now in the marketplace.', 'success');
      }
      onClose();
      return undefined;
    } catch (error) {
      // the toast comes from the mutation's meta; the server's field messages go under the fields
      return isApiError(error) ? error.fieldErrors : undefined;
    }
  };

  return (
    <ModalDialog
      onClose={onClose}
      hasChanges={hasChanges}
      title={product ? 'Edit Listing' : 'Add New Listing'}
      width={640}
      description={product ? `Change the details of "${product.name}".` : 'List your pre-loved baby gear for other parents in the community.'}
    >
      <ListingForm
        product={product}
        idPrefix={product ? 'edit-listing' : 'new-listing'}
        onSubmit={handleSubmit}
        onChanges={setHasChanges}
        actions={(isBusy) => (
          <DialogFooter label={product ? 'Save Changes' : 'Create Listing'} busyLabel={product ? 'Saving...' : 'Creating...'} isBusy={isBusy} />
        )}
      />
    </ModalDialog>
  );
}
