import { PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PhotoFiles } from '../photo-files';
import { createLocalFiles } from '../stores/local-files';
import { createS3Files, type S3FilesOptions } from '../stores/s3-files';
import { startS3TestServer } from './s3-test-server';

export type PhotoStoreKind = 'local' | 's3';
/** The photo suites run once on each: the folder on this machine, and a bucket over the S3 protocol. */
export const PHOTO_STORE_KINDS: PhotoStoreKind[] = ['local', 's3'];

export interface TestPhotoFiles {
  kind: PhotoStoreKind;
  files: PhotoFiles;
  /** the stored file names, sorted */
  names: () => Promise<string[]>;
  /** makes every stored file look written `ms` ago, as time passing would */
  age: (ms: number) => Promise<void>;
  /** a file beside the store rather than in it: in the data folder, or in the bucket outside the prefix */
  writeBeside: (name: string, data: string) => Promise<void>;
  close: () => Promise<void>;
}

export type S3ServeOptions = Pick<S3FilesOptions, 'serve' | 'publicUrl'>;

async function namesIn(files: PhotoFiles): Promise<string[]> {
  const names: string[] = [];
  for await (const file of files.list()) names.push(file.name);
  return names.sort();
}

function localPhotoFiles(): TestPhotoFiles {
  const dir = mkdtempSync(join(tmpdir(), 'nestly-photos-'));
  const folder = join(dir, 'uploads');
  const files = createLocalFiles(folder);
  const age = async (ms: number) => {
    const then = new Date(Date.now() - ms);
    for (const name of readdirSync(folder)) utimesSync(join(folder, name), then, then);
  };
  const writeBeside = async (name: string, data: string) => writeFileSync(join(dir, name), data);
  return { kind: 'local', files, names: () => namesIn(files), age, writeBeside, close: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A bucket on its own S3-protocol server, started on a free loopback port and stopped by close(). */
async function s3PhotoFiles(serve: S3ServeOptions): Promise<TestPhotoFiles> {
  const server = await startS3TestServer();
  const { name, client, config } = await server.bucket();
  const files = createS3Files({ client, bucket: name, prefix: config.prefix, ...serve });
  const writeBeside = async (key: string, data: string) => {
    await client.send(new PutObjectCommand({ Bucket: name, Key: key, Body: data }));
  };
  return { kind: 's3', files, names: () => namesIn(files), age: async (ms) => server.age(name, ms), writeBeside, close: server.close };
}

export function createTestPhotoFiles(kind: PhotoStoreKind, serve: S3ServeOptions = { serve: 'stream' }): Promise<TestPhotoFiles> {
  return kind === 'local' ? Promise.resolve(localPhotoFiles()) : s3PhotoFiles(serve);
}
