import { useRef, type ChangeEvent } from 'react';
import { useUploadPhoto } from '../api/uploads';
import { Button } from './ui';

/**
 * Upload Photo: the chosen image goes to POST /api/upload and its address to `onUploaded`. A failed
 * upload says 'Failed to upload image' (the call's toast) and changes nothing.
 */
export function PhotoUploadButton({ onUploaded, disabled }: { onUploaded: (url: string) => void; disabled?: boolean }) {
  const upload = useUploadPhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { url } = await upload.mutateAsync(file);
      onUploaded(url);
    } catch {
      // the mutation's toast says what went wrong
    }
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        aria-label="Photo to upload"
        onChange={(event) => void handleFile(event)}
      />
      <Button type="button" $variant="secondary" disabled={upload.isPending || disabled} onClick={() => fileInput.current?.click()}>
        {upload.isPending ? 'Uploading...' : 'Upload Photo'}
      </Button>
    </>
  );
}
