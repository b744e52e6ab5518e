import { Router } from 'express';
import { contentPreviewSchema, type ContentPreviewInput } from '../../src-shared/schemas/content-preview';
import { requireAdmin } from '../auth';
import { withBody, type BodyHandler } from '../http/typed-routes';
import { sanitizeHtml } from './sanitize-html';

/**
 * The editor's Preview: the HTML exactly as saving would keep it (the one cleaner, sanitize-html.ts),
 * so what an author previews is what readers get.
 */
export function contentPreviewRoutes(): Router {
  const handlePreview: BodyHandler<ContentPreviewInput> = (input, _req, res) => {
    res.json({ html: sanitizeHtml(input.html) });
  };
  const router = Router();
  router.post('/admin/content-preview', requireAdmin, ...withBody(contentPreviewSchema, handlePreview));
  return router;
}
