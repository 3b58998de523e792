import { isApiErrorBody } from '../../shared/api-error';

/** A failed API call, with the server's plain-words message and any field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'error',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** fetch for our JSON API: same-origin cookies, JSON bodies, errors thrown as ApiError. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network');
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(body))
      throw new ApiError(response.status, body.error.message, body.error.code, body.error.fields);
    throw new ApiError(response.status, `The server answered ${response.status}. Please try again.`);
  }
  return body as T;
}
