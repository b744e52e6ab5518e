import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http/http-error';
import { contentTypeOf, PHOTO_CACHE_CONTROL, type PhotoFiles } from '../photo-files';

export interface S3FilesOptions {
  client: S3Client;
  bucket: string;
  /** '' or a folder-like prefix ending in '/' */
  prefix: string;
  /** stream: the server reads the photo and sends it; redirect: the browser is sent to the store */
  serve: 'stream' | 'redirect';
  /** with redirect: where the bucket's objects are public (a CDN or public bucket URL); presigned URLs when not set */
  publicUrl?: string;
}

const HOUR_MS = 3_600_000;
// several removals at once, not one request after another; few enough to be kind to the store
const REMOVE_AT_ONCE = 8;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404;
const storeFailed = () => new HttpError(503, 'Photo storage is unavailable; try again shortly');

/** Photos as objects under s3://bucket/prefix, through the same @aws-sdk/client-s3 calls for AWS S3, MinIO, R2 or Garage. */
export function createS3Files(options: S3FilesOptions): PhotoFiles {
  const { client, bucket, prefix } = options;
  const keyOf = (name: string) => `${prefix}${name}`;

  const head = async (name: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  /**
   * A presigned URL that stays the same for an hour (signed as of the hour's start, valid for two),
   * so browsers reuse the photo they cached rather than fetch it again under a new signature.
   */
  const presigned = async (name: string, now: number) => {
    const signingDate = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: keyOf(name),
      ResponseCacheControl: PHOTO_CACHE_CONTROL,
      ResponseContentType: contentTypeOf(name),
    });
    const url = await getSignedUrl(client, command, { expiresIn: (2 * HOUR_MS) / 1000, signingDate });
    return { url, maxAgeSeconds: Math.max(1, Math.floor((signingDate.getTime() + HOUR_MS - now) / 1000)) };
  };

  const redirect = async (name: string, res: Response) => {
    if (options.publicUrl) {
      res.set('Cache-Control', PHOTO_CACHE_CONTROL).redirect(302, `${options.publicUrl}/${encodeURIComponent(keyOf(name)).replaceAll('%2F', '/')}`);
      return;
    }
    const { url, maxAgeSeconds } = await presigned(name, Date.now());
    // the answer may be kept only while its URL is the one handed out
    res.set('Cache-Control', `private, max-age=${maxAgeSeconds}`).redirect(302, url);
  };

  const stream = async (name: string, req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(name);
    const ifNoneMatch = req.get('if-none-match');
    let answer;
    try {
      const input = { Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch };
      answer = req.method === 'HEAD' ? await client.send(new HeadObjectCommand(input)) : await client.send(new GetObjectCommand(input));
    } catch (error) {
      if (isMissing(error)) return next();
      if (statusOf(error) === 304) return void res.status(304).set('Cache-Control', PHOTO_CACHE_CONTROL).end();
      throw error;
    }
    res.set({ 'Content-Type': contentTypeOf(name), 'Cache-Control': PHOTO_CACHE_CONTROL });
    if (answer.ContentLength !== undefined) res.set('Content-Length', String(answer.ContentLength));
    if (answer.ETag) res.set('ETag', answer.ETag);
    if (answer.LastModified) res.set('Last-Modified', answer.LastModified.toUTCString());
    const body = 'Body' in answer ? answer.Body : undefined;
    if (!body) return void res.end();
    await pipeline(body as Readable, res);
  };

  const serve: RequestHandler = (req, res, next) => {
    const name = req.path.slice(1);
    const answer = async () => {
      if (options.serve === 'stream') return stream(name, req, res, next);
      if (!(await head(name))) return next();
      return redirect(name, res);
    };
    answer().catch((error: unknown) => {
      // a client that goes away mid-photo is not the store failing
      if (res.headersSent) return void res.destroy();
      // the visitor gets a plain 503; the reason goes to the log under the request's id
      req.log.error({ err: error }, 'photo storage failed');
      next(storeFailed());
    });
  };

  return {
    location: `s3://${bucket}/${prefix}`,
    has: async (name) => (await head(name)) !== undefined,
    async write(name, data) {
      // names are content hashes, so writing again puts the same bytes back and renews the object's time
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: data, ContentType: contentTypeOf(name), CacheControl: PHOTO_CACHE_CONTROL }),
      );
    },
    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    modifiedMs: async (name) => (await head(name))?.LastModified?.getTime(),
    async remove(names) {
      // deleting an object that is gone succeeds, so sweeps on several machines never trip on each other
      for (let start = 0; start < names.length; start += REMOVE_AT_ONCE) {
        await Promise.all(names.slice(start, start + REMOVE_AT_ONCE).map((name) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }))));
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(prefix.length);
          // deeper "folders" under the prefix are not ours
          if (name === '' || name.includes('/')) continue;
          yield { name, bytes: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    serve,
  };
}
