import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { PhotoStoreConfig } from '../photo-store-config';
import { s3ClientConfig } from '../stores/photo-files-for';

/** s3rver's fixed key pair: it checks every request's signature against it, as a real store would. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** http://127.0.0.1:PORT, what S3_ENDPOINT would be set to */
  endpoint: string;
  /** the variables a server process needs to reach the bucket (with PHOTO_STORE_URL) */
  env: Record<string, string>;
  /** a new empty bucket, and a client for it set up as the server sets up its own */
  bucket: () => Promise<{ name: string; client: S3Client; config: Extract<PhotoStoreConfig, { kind: 's3' }> }>;
  /** makes every object in the bucket look written `ms` ago, as time passing would (s3rver reads LastModified from the file) */
  age: (bucket: string, ms: number) => void;
  close: () => Promise<void>;
}

/**
 * An S3-protocol server on a free loopback port (s3rver: S3's REST API over HTTP, objects kept as
 * files in a temporary folder), so the photo tests go through the same @aws-sdk/client-s3 calls a
 * deployment on AWS S3, MinIO, R2 or Garage makes.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'nestly-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const clients: S3Client[] = [];

  const bucket = async () => {
    const name = `photos-${randomBytes(4).toString('hex')}`;
    const config = {
      kind: 's3' as const,
      bucket: name,
      prefix: 'nestly/',
      endpoint,
      region: 'us-east-1',
      serve: 'stream' as const,
      credentials: S3_TEST_CREDENTIALS,
    };
    const client = new S3Client(s3ClientConfig(config));
    clients.push(client);
    await client.send(new CreateBucketCommand({ Bucket: name }));
    return { name, client, config };
  };

  const age = (name: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    for (const entry of readdirSync(join(directory, name), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('._S3rver_object')) utimesSync(join(entry.parentPath, entry.name), then, then);
    }
  };

  const close = async () => {
    for (const client of clients) client.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  const env = {
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  };
  return { endpoint, env, bucket, age, close };
}
