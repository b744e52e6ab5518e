import type { PhotoFiles } from './photo-files';

/** Bytes the stored photos take, in the folder or the bucket. */
export async function storedPhotoBytes(files: PhotoFiles): Promise<number> {
  let bytes = 0;
  for await (const file of files.list()) bytes += file.bytes;
  return bytes;
}
