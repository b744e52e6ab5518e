import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import type { PhotoFiles } from '../photo-files';
import type { PhotoStoreConfig } from '../photo-store-config';
import { createLocalFiles } from './local-files';

type S3Config = Extract<PhotoStoreConfig, { kind: 's3' }>;

/** How the client for the configured bucket is set up; credentials come from the SDK's standard chain (AWS_* variables, profile, role). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    // MinIO, Garage and most self-hosted stores only answer bucket-in-path addresses
    forcePathStyle: config.endpoint !== undefined,
    // checksums only where S3 requires them: the stores beside AWS differ in which newer ones they accept
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The configured photo files: DATA_DIR/uploads, or the bucket of PHOTO_STORE_URL. The S3 client is
 * loaded only for a bucket, so a server on its local folder (and the desktop console) starts without it.
 */
export async function photoFilesFor(config: PhotoStoreConfig, dataDir: string): Promise<PhotoFiles> {
  if (config.kind === 'local') return createLocalFiles(join(dataDir, 'uploads'));
  const [{ S3Client }, { createS3Files }] = await Promise.all([import('@aws-sdk/client-s3'), import('./s3-files')]);
  const client = new S3Client(s3ClientConfig(config));
  return createS3Files({ client, bucket: config.bucket, prefix: config.prefix, serve: config.serve, publicUrl: config.publicUrl });
}
