import { useState } from 'react';
import styled from 'styled-components';
import type { Product } from '../../../src-shared/types';
import { useDeleteProduct, useMyProducts } from '../../api/products';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { SearchField } from '../../components/search-field';
import { LoadingPage, SkeletonBlock } from '../../components/skeleton';
import { showToast } from '../../components/toast';
import { Button, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { useRequireSignIn } from '../../components/use-require-sign-in';
import { ProductFormDialog } from './product-form-dialog';
import { MyListingsTable } from './my-listings-table';
import { PageHeading } from '../../components/page-heading';
import { PlusIcon } from '../../components/icons';

const PAGE_SIZE = 20;

function DeleteListingDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const remove = useDeleteProduct();
  const handleConfirm = async () => {
    try {
      await remove.mutateAsync(product.id);
      showToast('Product deleted', `"${product.name}" has been removed.`, 'success');
      onClose();
    } catch {
      // 'Failed to delete listing' comes from the mutation's meta; the dialog stays for another try
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Listing"
      description={`Delete "${product.name}"? This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={remove.isPending}
      onConfirm={() => void handleConfirm()}
    />
  );
}

function ListingsArea({ onAdd }: { onAdd: () => void }) {
  const { search, page, update, goToPage } = useListParams();
  const { data, isLoading, isError, refetch } = useMyProducts({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  return (
    <>
      {/* the words go into the address when sent, so a search survives a reload */}
      <Search
        id="my-listings-search"
        label="Search your listings"
        placeholder="Search your listings..."
        value={search}
        onSearch={(text) => update({ q: text })}
      />
      {isLoading && (
        <div aria-busy="true">
          <SkeletonBlock $height="240px" />
        </div>
      )}
      {isError && (
        <EmptyState title="Could not load your listings" hint="Please try again.">
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Try Again
          </Button>
        </EmptyState>
      )}
      {data?.items.length === 0 &&
        (search ? (
          <EmptyState title="No listings found" hint={`None of your listings match "${search}".`} />
        ) : (
          <EmptyState title="No listings yet" hint="List your pre-loved baby gear for other parents.">
            <Button type="button" onClick={onAdd}>
              Add New Listing
            </Button>
          </EmptyState>
        ))}
      {data && data.items.length > 0 && (
        <>
          <MyListingsTable products={data.items} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onPageChange={goToPage} />
        </>
      )}
      {editing && <ProductFormDialog product={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteListingDialog product={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** /profile/listings: every listing of the member, whatever its status, to search, edit and delete. */
export function MyListingsPage() {
  useDocumentTitle('My Listings');
  const { user } = useRequireSignIn();
  const [isAdding, setAdding] = useState(false);
  if (!user) return <LoadingPage height="40px" width="40%" />;
  return (
    <Page>
      <PageHeading
        title="My Listings"
        subtitle="Everything you have listed, for sale or not."
        action={
          <Button type="button" onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add New Listing
          </Button>
        }
      />
      <ListingsArea onAdd={() => setAdding(true)} />
      {isAdding && <ProductFormDialog onClose={() => setAdding(false)} />}
    </Page>
  );
}

const Search = styled(SearchField)`
  max-width: 520px;
  margin-bottom: 20px;
`;
