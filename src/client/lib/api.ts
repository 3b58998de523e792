import { isApiErrorBody } from '#shared/api-error.ts';
import type { RouteInput, RouteRef, RouteResult, RouteSpec } from '#shared/api/define.ts';
import { fillPath } from '#shared/api/path.ts';

/** A failed API call, with the server's plain-words message and any field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'error',
    readonly fields: Record<string, string> = {},
    /** The error body as the server sent it, for answers that carry more (a 409's `current`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface ApiInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (If-Match, …). */
  headers?: Record<string, string>;
  /** Sent as Idempotency-Key: the server answers a repeat with the first answer and creates nothing. */
  idempotencyKey?: string;
}

/**
 * Asked when a write meets 401 (the session ended while a form was open): resolves true once the
 * owner has signed in again, false when they gave up. The app layer registers it.
 */
export type Reauthenticate = () => Promise<boolean>;

let reauthenticate: Reauthenticate | null = null;
// Writes refused together share one sign-in.
let reauthenticating: Promise<boolean> | null = null;
const sessionEndedListeners = new Set<() => void>();

/** Registers the re-authentication handler; returns the function that removes it. */
export function setReauthenticate(handler: Reauthenticate): () => void {
  reauthenticate = handler;
  return () => {
    if (reauthenticate === handler) reauthenticate = null;
  };
}

/** Calls `listener` whenever the server says the session is gone (a 401), so the header follows it. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function askToSignIn(handler: Reauthenticate): Promise<boolean> {
  reauthenticating ??= handler()
    .catch(() => false)
    .finally(() => (reauthenticating = null));
  return reauthenticating;
}

async function send(path: string, init: ApiInit): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
  // The server's messages in the page's language (its <html lang>), not the browser's: an English
  // page in a Spanish browser reads English errors.
  const lang = globalThis.document?.documentElement.lang;
  if (lang) headers['accept-language'] = lang;
  try {
    return await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network');
  }
}

async function read<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(body))
      throw new ApiError(response.status, body.error.message, body.error.code, body.error.fields, body);
    throw new ApiError(response.status, `The server answered ${response.status}. Please try again.`);
  }
  return body as T;
}

// A wrong password or a refused passkey is not an ended session.
const isSignIn = (path: string) => path === '/auth/login' || path.startsWith('/auth/passkey-login');

/**
 * A write that is not an api() call (an upload) met 401: asks the owner to sign in again, like
 * api() does, and resolves true once they have (retry the write), false when they gave up.
 */
export async function signInAgain(): Promise<boolean> {
  if (reauthenticate && (await askToSignIn(reauthenticate))) return true;
  for (const listener of sessionEndedListeners) listener();
  return false;
}

/**
 * fetch for our JSON API: same-origin cookies, JSON bodies, errors thrown as ApiError. A write
 * refused with 401 asks the owner to sign in again (when a handler is registered) and is retried
 * once, so what they typed is saved instead of lost; giving up rejects with the first error.
 */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await send(path, init);
  if (response.status !== 401 || isSignIn(path)) return read<T>(response);
  const write = (init.method ?? 'GET').toUpperCase() !== 'GET';
  if (write && reauthenticate && path !== '/auth/logout' && (await askToSignIn(reauthenticate)))
    return read<T>(await send(path, init));
  for (const listener of sessionEndedListeners) listener();
  return read<T>(response);
}

/** What `call` takes beside the route's parts: an abort signal, headers, an idempotency key. */
export type CallOptions = Pick<ApiInit, 'signal' | 'headers' | 'idempotencyKey'>;

type CallArgs<R extends RouteSpec> =
  Record<string, never> extends RouteInput<R>
    ? [input?: RouteInput<R> & CallOptions]
    : [input: RouteInput<R> & CallOptions];

/** The query string of a route's query: arrays repeat their key, unset values are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat())
      if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of a route with its params and query, for what the browser fetches itself: a
 * download link, an image, an EventSource.
 */
export function routeUrl<R extends RouteSpec>(
  route: RouteRef<R>,
  input: Pick<RouteInput<R>, 'params' | 'query'> = {} as RouteInput<R>,
): string {
  return (
    fillPath(route.path, input.params as Record<string, unknown>) +
    queryString(input.query as Record<string, unknown>)
  );
}

/**
 * In development and tests every answer is checked against its route's response schema. The
 * contract (and zod) is imported only then: a production bundle drops this branch and carries
 * only the routes' methods and paths.
 */
export async function checkAnswer(route: RouteRef, body: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { API_ROUTES } = await import('#shared/api/index.ts');
  const spec = API_ROUTES.find((each) => each.method === route.method && each.path === route.path);
  const schema = spec?.response;
  if (!schema || !('safeParse' in schema)) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${route.method} ${route.path}: the answer breaks its response schema: ${result.error.message}`,
    );
  }
}

/**
 * Calls a route of the API contract (src/shared/api/, by its ref in routes/<part>.generated.ts): its
 * params fill the path, its query and body are sent, and the answer is typed by its response
 * schema, like `api` otherwise (errors thrown as ApiError, a write met by 401 asks to sign in
 * again and is retried once).
 */
export async function call<R extends RouteSpec>(
  route: RouteRef<R>,
  ...[input]: CallArgs<R>
): Promise<RouteResult<R>> {
  const { params, query, body, ...options } = (input ?? {}) as RouteInput<R> & CallOptions;
  const path = fillPath(route.path.slice('/api'.length), params as Record<string, unknown>);
  const answer = await api<unknown>(path + queryString(query as Record<string, unknown>), {
    ...options,
    method: route.method,
    body,
  });
  await checkAnswer(route, answer);
  return answer as RouteResult<R>;
}
