import { Router, type RequestHandler } from 'express';
import type { PhotoFiles } from './photo-files';

// Only names this app writes (content hashes, demo photo names): one path segment, no dot first, no
// escapes. Checked on the raw path, before anything is decoded, so '..%2f', '%2e%2e', backslashes and
// absolute paths never reach the file system or become another object's key.
const UPLOAD_PATH = /^\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** /uploads/<name>: the stored photos, cached for good (names change with content); anything else is a plain 404. */
export function uploadFiles(files: PhotoFiles): Router {
  const router = Router();
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !UPLOAD_PATH.test(req.path)) return next();
    files.serve(req, res, next);
  });
  // a photo that is not there is not a page of the site: never fall through to the app's HTML
  router.use(notFound);
  return router;
}
