import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../src-server/test/test-database';
import { createS3Files } from '../../src-server/uploads/stores/s3-files';
import { startS3TestServer } from '../../src-server/uploads/test/s3-test-server';
import { seedDemo } from './demo';

describe('seedDemo on a site whose photos are in a bucket (PHOTO_STORE_URL=s3://…)', () => {
  it('puts every demo photo and thumbnail the rows show into the bucket', async () => {
    const s3 = await startS3TestServer();
    const database = await createTestDatabase();
    try {
      const { name, client, config } = await s3.bucket();
      const files = createS3Files({ client, bucket: name, prefix: config.prefix, serve: 'stream' });
      expect(await seedDemo(database.db, { photoFiles: files })).toEqual({ seeded: true });

      const { db } = database;
      const urls = [...(await db('product_images').pluck('url')), ...(await db('product_images').pluck('thumb_url')), ...(await db('blogs').pluck('image'))];
      const shown = new Set(urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/uploads/')).map((url) => url.slice(9)));
      const stored = new Set<string>();
      for await (const file of files.list()) stored.add(file.name);
      expect(shown.size).toBeGreaterThan(10);
      expect([...shown].filter((file) => !stored.has(file))).toEqual([]);
    } finally {
      await database.close();
      await s3.close();
    }
  }, 60_000);
});
