import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { requireUser } from '../auth/current-user';
import { badRequest } from '../http/http-error';
import { processPhoto } from './image-processing';
import type { PhotoStore } from './photo-store';
import { singlePhotoUpload, uploadedBuffers } from './upload-middleware';

/** POST /api/upload: one checked, re-encoded photo → { url, thumb_url }. */
export function uploadRoutes({ photos }: { photos: PhotoStore }): Router {
  const uploadLimit = rateLimit({
    windowMs: 15 * 60_000,
    limit: 100,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Too many uploads. Please try again in a few minutes.' },
  });

  const handleUpload: RequestHandler = async (req, res) => {
    const [buffer] = uploadedBuffers(req.files);
    if (!buffer) throw badRequest('Choose a photo to upload');
    res.status(201).json(await photos.save(await processPhoto(buffer)));
  };

  const router = Router();
  router.post('/upload', uploadLimit, requireUser, singlePhotoUpload, handleUpload);
  return router;
}
