/** Where photos are kept, as the environment chose it (PHOTO_STORE_URL and its companions). */
export type PhotoStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** '' or a prefix ending in '/' */
      prefix: string;
      /** S3_ENDPOINT: MinIO, R2, Garage…; unset for AWS S3 itself */
      endpoint?: string;
      region: string;
      serve: 'stream' | 'redirect';
      /** PHOTO_PUBLIC_URL: with redirect, where the objects are public; presigned URLs otherwise */
      publicUrl?: string;
      /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when given; else the SDK's own chain (profile, instance role) */
      credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
    };

type Env = Record<string, string | undefined>;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http:// or https:// address, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`${name} must be an http:// or https:// address, got "${value}"`);
  return url.toString().replace(/\/+$/, '');
}

function parseServe(value: string | undefined): 'stream' | 'redirect' {
  if (value === undefined || value === '' || value === 'stream') return 'stream';
  if (value === 'redirect') return 'redirect';
  throw new Error(`PHOTO_SERVE must be stream or redirect, got "${value}"`);
}

/**
 * PHOTO_STORE_URL unset: the folder DATA_DIR/uploads. s3://bucket/prefix: an S3-compatible bucket,
 * reached at S3_ENDPOINT (AWS itself when unset) in S3_REGION, with the standard AWS credential
 * variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or a profile or instance role).
 */
export function parsePhotoStore(env: Env): PhotoStoreConfig {
  return parsePhotoStoreUrl(env['PHOTO_STORE_URL']?.trim() ?? '', env);
}

function credentialsIn(env: Env) {
  const accessKeyId = env['AWS_ACCESS_KEY_ID']?.trim();
  const secretAccessKey = env['AWS_SECRET_ACCESS_KEY']?.trim();
  if (!accessKeyId || !secretAccessKey) return undefined;
  return { accessKeyId, secretAccessKey, ...(env['AWS_SESSION_TOKEN'] ? { sessionToken: env['AWS_SESSION_TOKEN'] } : {}) };
}

/** A store's URL (PHOTO_STORE_URL, or the target of copy-photos-to) with the S3 settings of the environment. */
export function parsePhotoStoreUrl(value: string, env: Env): PhotoStoreConfig {
  const serve = parseServe(env['PHOTO_SERVE']?.trim());
  if (value === '') {
    if (serve === 'redirect') throw new Error('PHOTO_SERVE=redirect needs PHOTO_STORE_URL=s3://…: photos in the local folder are always sent by the server');
    return { kind: 'local' };
  }
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value);
  if (!match) throw new Error(`PHOTO_STORE_URL must look like s3://bucket or s3://bucket/prefix, got "${value}"`);
  const bucket = match[1]!;
  if (!BUCKET.test(bucket)) throw new Error(`PHOTO_STORE_URL: "${bucket}" is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)`);
  const path = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (path.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`PHOTO_STORE_URL: the prefix may not contain . or .. parts, got "${value}"`);
  const endpoint = env['S3_ENDPOINT']?.trim() ? httpUrl('S3_ENDPOINT', env['S3_ENDPOINT'].trim()) : undefined;
  const publicUrl = env['PHOTO_PUBLIC_URL']?.trim() ? httpUrl('PHOTO_PUBLIC_URL', env['PHOTO_PUBLIC_URL'].trim()) : undefined;
  if (publicUrl && serve !== 'redirect') throw new Error('PHOTO_PUBLIC_URL is only used with PHOTO_SERVE=redirect; set both, or neither');
  return {
    kind: 's3',
    bucket,
    prefix: path === '' ? '' : `${path}/`,
    endpoint,
    region: env['S3_REGION']?.trim() || env['AWS_REGION']?.trim() || 'us-east-1',
    serve,
    publicUrl,
    credentials: credentialsIn(env),
  };
}
