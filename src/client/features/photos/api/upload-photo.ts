import { mediaRoutes } from '#shared/api/routes/media.generated.ts';
import { isApiErrorBody } from '#shared/api-error.ts';
import type { UploadedPhoto } from '#shared/media.ts';
import { ApiError, checkAnswer, routeUrl } from '#client/lib/api.ts';

export interface UploadOptions {
  /** Called as the bytes go out: 0 to 1 (1 when sent, while the server makes the copies). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file to POST /api/media and resolves with the stored photo, or rejects with an
 * ApiError in the API's plain words (a file that is not a photo, too large, …). XMLHttpRequest
 * rather than fetch: fetch has no upload progress. The file's bytes go as they are; the server
 * decides what the file is from its content, never from its name or type.
 */
export function uploadPhoto(
  file: Blob & { name?: string },
  options: UploadOptions = {},
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(mediaRoutes.upload.method, routeUrl(mediaRoutes.upload));
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', 'application/octet-stream');
    if (file.name) request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => options.onProgress?.(1);
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status === 201 && body && typeof body === 'object' && 'photo' in body) {
        try {
          void checkAnswer(mediaRoutes.upload, body);
          resolve((body as { photo: UploadedPhoto }).photo);
        } catch (error) {
          reject(error as Error);
        }
      } else if (isApiErrorBody(body)) {
        reject(new ApiError(request.status, body.error.message, body.error.code, body.error.fields, body));
      } else {
        reject(new ApiError(request.status, `The server answered ${request.status}. Please try again.`));
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
