import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { filtersFromAddress } from '../../components/listings/search-filters';
import { Button } from '../../components/ui';

const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog')).SaveSearchDialog }));

/** "Save this search" on the marketplace, for signed-in members once a search or filter is set. */
export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const { isSignedIn } = useCurrentUser();
  const [isOpen, setOpen] = useState(false);
  if (!isSignedIn) return null;
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        Save this search
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filtersFromAddress(params)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
