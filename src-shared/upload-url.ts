/**
 * The URL of a photo this app stored: /uploads/ and a name it could have written, with no slashes
 * and no leading dot, so no path made from it ever leaves the uploads folder. The capture is the name.
 */
export const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

export const isUploadUrl = (value: unknown): boolean => typeof value === 'string' && UPLOAD_URL.test(value);
