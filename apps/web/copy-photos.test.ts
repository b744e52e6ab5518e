import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createS3Files } from '../../src-server/uploads/stores/s3-files';
import { startS3TestServer, type S3TestServer } from '../../src-server/uploads/test/s3-test-server';
import { cliInProcess, type CliFailure } from './test/run-cli';

let dataDir: string;
let s3: S3TestServer;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nestly-cli-'));
  s3 = await startS3TestServer();
  mkdirSync(join(dataDir, 'uploads'));
  writeFileSync(join(dataDir, 'uploads', 'aaa.webp'), 'photo a');
  writeFileSync(join(dataDir, 'uploads', 'aaa-thumb.webp'), 'thumb a');
  writeFileSync(join(dataDir, 'uploads', 'crib.jpg'), 'demo photo');
  // what a write cut off half-way leaves: not a photo, not copied
  writeFileSync(join(dataDir, 'uploads', '.bbb.webp.123.tmp'), 'half');
});
afterEach(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) => cliInProcess({ DATA_DIR: dataDir, ...s3.env }, ...args);

async function bucketWith(...names: string[]) {
  const { name, client, config } = await s3.bucket();
  const files = createS3Files({ client, bucket: name, prefix: config.prefix, serve: 'stream' });
  for (const file of names) await files.write(file, Buffer.from('photo a'));
  const stored = async () => {
    const found: string[] = [];
    for await (const file of files.list()) found.push(file.name);
    return found.sort();
  };
  return { url: `s3://${name}/${config.prefix}`, files, stored };
}

// the command touches files only: no database is opened
describe('npm run cli -- copy-photos-to', () => {
  it('says what it would copy on --dry-run, and writes nothing', async () => {
    const bucket = await bucketWith('aaa.webp');
    const { stdout } = await cli('copy-photos-to', bucket.url, '--dry-run');
    expect(stdout).toContain(`Would copy photos from ${join(dataDir, 'uploads')} to ${bucket.url}`);
    expect(stdout).toContain('Would copy 2 files (0.0 MB); 1 file already there. Nothing was written (--dry-run).');
    expect(await bucket.stored()).toEqual(['aaa.webp']);
  });

  it('copies every photo the bucket lacks, byte for byte, and a second run finds them all there', async () => {
    const bucket = await bucketWith();
    const first = await cli('copy-photos-to', bucket.url);
    expect(first.stdout).toContain('Copied 3 files (0.0 MB); 0 files already there.');
    expect(first.stdout).toContain(`Start Nestly with PHOTO_STORE_URL=${bucket.url}`);
    expect(await bucket.stored()).toEqual(['aaa-thumb.webp', 'aaa.webp', 'crib.jpg']);
    expect((await bucket.files.read('crib.jpg'))!.toString()).toBe('demo photo');
    expect((await cli('copy-photos-to', bucket.url)).stdout).toContain('Copied 0 files (0.0 MB); 3 files already there.');
  });

  it.each([[[]], [['/var/photos']], [['s3://photos', '--force']]])('answers %o with the usage and exit code 2', async (args) => {
    const failure = (await cli('copy-photos-to', ...args).catch((error: unknown) => error)) as CliFailure;
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('copy-photos-to s3://BUCKET/PREFIX [--dry-run]');
  });

  it('answers a bucket that does not exist with exit code 1 and the store’s reason', async () => {
    const failure = (await cli('copy-photos-to', 's3://no-such-bucket/x').catch((error: unknown) => error)) as CliFailure;
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/^copy-photos-to: .*bucket/i);
  });
});
