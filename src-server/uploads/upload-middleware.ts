import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../src-shared/schemas/product';
import { HttpError, badRequest } from '../http/http-error';

function multerMessage(error: MulterError, tooMany: string): HttpError {
  // multer 2.5 codes for field names are newer than its published types
  switch (error.code as string) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, 'Each photo must be 5 MB or smaller');
    case 'LIMIT_FILE_COUNT':
      return badRequest(tooMany);
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === 'images' ? badRequest(tooMany) : badRequest(`Unexpected file field "${error.field ?? ''}"`);
    case 'LIMIT_FIELD_VALUE':
      return badRequest(`The ${error.field ?? ''} field is too long`);
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
    case 'INVALID_FIELD_NAME': {
      const field = (error.field ?? '').slice(0, 100);
      return badRequest(`The field name "${field}" is not accepted (brackets are not allowed in field names)`);
    }
    case 'LIMIT_FIELD_KEY':
      return badRequest('A field name is too long');
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return badRequest('The form has too many fields');
    default:
      return badRequest(`The upload could not be read: ${error.message}`);
  }
}

/** Runs a multer handler, turning its errors (limits, malformed bodies, aborted requests) into clear 4xx answers. */
function withClearErrors(handler: RequestHandler, tooMany: string): RequestHandler {
  return (req, res, next) => {
    void handler(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof MulterError) return next(multerMessage(error, tooMany));
      // busboy's parse errors ("Unexpected end of form", a missing boundary) are the client's
      return next(badRequest('The upload could not be read'));
    });
  };
}

// Photos stay in memory (at most 5 x 5 MB) until they have been checked and re-encoded: nothing
// unchecked ever touches the disk.
// Field names are taken as they are or refused: multer's body builder (append-field) would turn
// `images[10000000]` into a sparse array of ten million slots, which the validator then walks
// for a minute until memory runs out, and `price[x]` into an object. Our forms only send plain
// names, so any bracket is refused before a value is stored (fieldNestingDepth 0).
const limits = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 40,
  fieldNameSize: 100,
  fieldNestingDepth: 0,
};

/** A listing's form: text fields plus up to 5 photos in repeated `images` parts. JSON bodies pass through. */
export const listingPhotosUpload = withClearErrors(
  multer({ storage: multer.memoryStorage(), limits }).array('images', MAX_PHOTOS),
  `You can upload at most ${MAX_PHOTOS} photos`,
);

/** POST /api/upload: one photo, in whichever field the form names it (`image` or `file`). */
export const singlePhotoUpload = withClearErrors(
  multer({ storage: multer.memoryStorage(), limits: { ...limits, files: 1 } }).any(),
  'Upload one photo at a time',
);

/** The uploaded files' bytes, in the order they were sent. */
export function uploadedBuffers(files: unknown): Buffer[] {
  return Array.isArray(files) ? (files as Express.Multer.File[]).map((file) => file.buffer) : [];
}
