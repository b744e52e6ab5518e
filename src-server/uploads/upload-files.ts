import express, { Router, type RequestHandler } from 'express';

// Only names this app writes (content hashes, demo photo names): one path segment, no dot first, no
// escapes. Checked on the raw path, before anything is decoded, so '..%2f', '%2e%2e', backslashes and
// absolute paths never reach the file system.
const UPLOAD_PATH = /^\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** /uploads/<name>: the stored photos, cached for good (names change with content); anything else is a plain 404. */
export function uploadFiles(folder: string): Router {
  const files = express.static(folder, { immutable: true, maxAge: '30d', index: false, redirect: false, dotfiles: 'deny' });
  const router = Router();
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !UPLOAD_PATH.test(req.path)) return next();
    files(req, res, next);
  });
  // a photo that is not there is not a page of the site: never fall through to the app's HTML
  router.use(notFound);
  return router;
}
