import { describe, expect, it } from 'vitest';
import { parsePhotoStore } from './photo-store-config';

describe('PHOTO_STORE_URL and its companions', () => {
  it('keeps photos in DATA_DIR/uploads when unset', () => {
    expect(parsePhotoStore({})).toEqual({ kind: 'local' });
    expect(parsePhotoStore({ PHOTO_STORE_URL: ' ' })).toEqual({ kind: 'local' });
  });

  it('reads a bucket, a prefix, the endpoint, the region and how photos are served', () => {
    expect(parsePhotoStore({ PHOTO_STORE_URL: 's3://nestly-photos/site/uploads/', S3_ENDPOINT: 'https://minio.lan:9000/', S3_REGION: 'eu-west-1' })).toEqual({
      kind: 's3',
      bucket: 'nestly-photos',
      prefix: 'site/uploads/',
      endpoint: 'https://minio.lan:9000',
      region: 'eu-west-1',
      serve: 'stream',
      publicUrl: undefined,
    });
    expect(
      parsePhotoStore({ PHOTO_STORE_URL: 's3://photos', AWS_REGION: 'us-west-2', PHOTO_SERVE: 'redirect', PHOTO_PUBLIC_URL: 'https://cdn.nestly.example/' }),
    ).toEqual({
      kind: 's3',
      bucket: 'photos',
      prefix: '',
      endpoint: undefined,
      region: 'us-west-2',
      serve: 'redirect',
      publicUrl: 'https://cdn.nestly.example',
    });
  });

  it.each([
    [{ PHOTO_STORE_URL: '/var/photos' }, 'PHOTO_STORE_URL must look like s3://bucket or s3://bucket/prefix, got "/var/photos"'],
    [{ PHOTO_STORE_URL: 's3://Bad_Bucket' }, 'PHOTO_STORE_URL: "Bad_Bucket" is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)'],
    [{ PHOTO_STORE_URL: 's3://photos/a/../b' }, 'PHOTO_STORE_URL: the prefix may not contain . or .. parts, got "s3://photos/a/../b"'],
    [{ PHOTO_STORE_URL: 's3://photos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// address, got "minio:9000"'],
    [{ PHOTO_STORE_URL: 's3://photos', PHOTO_SERVE: 'proxy' }, 'PHOTO_SERVE must be stream or redirect, got "proxy"'],
    [{ PHOTO_SERVE: 'redirect' }, 'PHOTO_SERVE=redirect needs PHOTO_STORE_URL=s3://…: photos in the local folder are always sent by the server'],
    [
      { PHOTO_STORE_URL: 's3://photos', PHOTO_PUBLIC_URL: 'https://cdn.example' },
      'PHOTO_PUBLIC_URL is only used with PHOTO_SERVE=redirect; set both, or neither',
    ],
  ])('refuses %o at start with what is wrong', (env, message) => {
    expect(() => parsePhotoStore(env)).toThrow(message);
  });
});
