import { Router, type RequestHandler } from 'express';
import { requireUser } from '../auth';
import { badRequest } from '../http/http-error';
import type { Limiter } from '../http/rate-limit';
import { processPhoto } from './image-processing';
import type { PhotoStore } from './photo-store';
import { singlePhotoUpload, uploadedBuffers } from './upload-middleware';

/** POST /api/upload: one checked, re-encoded photo → { url, thumb_url }. */
export function uploadRoutes({ photos, limit }: { photos: PhotoStore; limit: Limiter }): Router {
  const uploadLimit = limit({ name: 'uploads', windowMs: 15 * 60_000, limit: 100, message: 'Too many uploads.' });

  const handleUpload: RequestHandler = async (req, res) => {
    const [buffer] = uploadedBuffers(req.files);
    if (!buffer) throw badRequest('Choose a photo to upload');
    res.status(201).json(await photos.save(await processPhoto(buffer)));
  };

  const router = Router();
  router.post('/upload', uploadLimit, requireUser, singlePhotoUpload, handleUpload);
  return router;
}
