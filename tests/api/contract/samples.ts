import type { TestApp } from '../../helpers/test-app';

/** One request to a route: its path params, query, body and headers (the cookie is added for owner routes). */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body (an upload, a zip) instead of JSON. */
  payload?: Buffer | string;
  /** An owner session of its own, instead of the world's (for a route that ends it: sign out). */
  session?: string;
  /** Cookies sent beside the session, with or without it (a passkey challenge's). */
  cookies?: string;
}

/** What a sample may use: the app, the owner's cookie, and JSON requests that must succeed. */
export interface World {
  t: TestApp;
  cookie: string;
  /** Sends a JSON request as the owner and returns its JSON answer; throws unless it is 2xx. */
  owner<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
}

/**
 * How the contract test calls a route: a good request (set up through the API), and a bad one
 * that the route must refuse in the error shape. A route with no input to get wrong leaves `bad`
 * out (owner routes are always also called without a session, and must answer 401).
 */
export interface RouteSamples {
  good(world: World): Sample | Promise<Sample>;
  bad?(world: World): Sample | Promise<Sample>;
}

/** The samples of one part of the API: one per route key of that part (src/shared/api/<part>.ts). */
export type PartSamples<Part> = { [K in keyof Part]: RouteSamples };
