import type { Config } from '../../src-server/config';
import { copyPhotos } from '../../src-server/uploads/copy-photos';
import { parsePhotoStoreUrl } from '../../src-server/uploads/photo-store-config';
import { photoFilesFor } from '../../src-server/uploads/stores/photo-files-for';
import type { CliIo } from './cli-commands';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const photos = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** npm run cli -- copy-photos-to s3://bucket/prefix [--dry-run]: the configured store's photos into a bucket. */
export async function copyPhotosTo(config: Config, args: string[], { env, out, err }: CliIo, usage: string): Promise<number> {
  const target = args.find((arg) => !arg.startsWith('--'));
  const dryRun = args.includes('--dry-run');
  if (!target?.startsWith('s3://') || args.some((arg) => arg.startsWith('--') && arg !== '--dry-run')) {
    err(usage);
    return 2;
  }
  try {
    const to = await photoFilesFor(parsePhotoStoreUrl(target, env), config.dataDir);
    const from = await photoFilesFor(config.photoStore, config.dataDir);
    if (from.location === to.location) {
      err(`copy-photos-to: the photos are already in ${to.location}`);
      return 2;
    }
    out(`${dryRun ? 'Would copy' : 'Copying'} photos from ${from.location} to ${to.location}`);
    const counts = await copyPhotos(from, to, { dryRun });
    if (dryRun) {
      out(`Would copy ${photos(counts.copied)} (${megabytes(counts.bytes)}); ${photos(counts.alreadyThere)} already there. Nothing was written (--dry-run).`);
      return 0;
    }
    out(`Copied ${photos(counts.copied)} (${megabytes(counts.bytes)}); ${photos(counts.alreadyThere)} already there.`);
    out(`Start Nestly with PHOTO_STORE_URL=${target} and the same S3 settings to serve them from there.`);
    return 0;
  } catch (error) {
    // what was copied stays; running the command again copies the rest
    err(`copy-photos-to: ${(error as Error).message}`);
    return 1;
  }
}
