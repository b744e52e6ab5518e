import { ApiError, parseErrorBody } from './api-error';

/**
 * Sends a multipart form like apiRequest does (cookies included, the same ApiError on failure,
 * a TypeError when the network fails) while reporting upload progress from 0 to 1,
 * which fetch cannot do.
 */
export function sendFormWithProgress<T>(method: 'POST' | 'PATCH', path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, parseErrorBody(request.responseText, request.getResponseHeader('content-type'))));
        return;
      }
      onProgress(1);
      const isJson = (request.getResponseHeader('content-type') ?? '').includes('application/json');
      resolve((isJson && request.responseText ? JSON.parse(request.responseText) : request.responseText) as T);
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new TypeError('Request aborted'));
    request.send(form);
  });
}
