import { isApiErrorBody } from '#shared/api-error.ts';
import type { RouteRef, RouteResult, RouteSpec } from '#shared/api/define.ts';
import { ApiError, checkAnswer, routeUrl, signInAgain } from '#client/lib/api.ts';

/**
 * Sends a body (a Blob: it can be tens of megabytes; JSON unless `headers` names another
 * content-type, as the archive's restore does) to a route of the API contract (one without path
 * params) with XMLHttpRequest, the one browser API that reports upload progress. `onProgress` gets the share
 * sent (0–1), then null once everything is sent and the server is working on it. A session that
 * ended while the dialog was open asks the owner to sign in again over it, then sends the same body
 * (and headers: an idempotency key too) once more, as call() does for its writes.
 */
export async function postWithProgress<R extends RouteSpec>(
  route: RouteRef<R>,
  body: Blob,
  onProgress: (sent: number | null) => void,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<RouteResult<R>> {
  const sendOnce = async () => {
    const answer = await send(route, body, onProgress, signal, headers);
    await checkAnswer(route, answer);
    return answer as RouteResult<R>;
  };
  try {
    return await sendOnce();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await signInAgain())) return sendOnce();
    throw error;
  }
}

function send(
  route: RouteRef,
  body: Blob,
  onProgress: (sent: number | null) => void,
  signal: AbortSignal | undefined,
  headers: Record<string, string>,
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, routeUrl(route));
    const { 'content-type': contentType = 'application/json', ...others } = headers;
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(others)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed);
      if (isApiErrorBody(parsed))
        return reject(new ApiError(xhr.status, parsed.error.message, parsed.error.code, parsed.error.fields));
      reject(new ApiError(xhr.status, `The server answered ${xhr.status}. Please try again.`));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
