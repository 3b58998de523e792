import type { FastifyError, FastifyInstance, RouteShorthandOptions } from 'fastify';
import { HttpError } from './errors';

// What protects the forms anyone may post (contact, waitlist, suggestions) from floods and bots.

/** A person writes a few messages a minute at most; a script writes hundreds. Per address, per form. */
export const MESSAGE_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
export const SUGGESTION_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
export const WAITLIST_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
export const WAITLIST_LEAVE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The longest valid form (a 5,000-character message) is well under this, even fully escaped. */
export const PUBLIC_FORM_BODY_LIMIT = 16 * 1024;

/** Route options of a public form: its own rate limit and a small body limit. */
export function publicForm(rateLimit: { max: number; timeWindow: string }): RouteShorthandOptions {
  return { bodyLimit: PUBLIC_FORM_BODY_LIMIT, config: { rateLimit } };
}

/** The honeypot's answer: deliberately vague, so a bot learns nothing about why. */
export function honeypotRejected(): HttpError {
  return new HttpError(400, 'rejected', 'This form could not be accepted. Please try again.');
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Names the route's own body limit in the 413 answer (the app-wide handler names the global
 * 1 MB); every other error goes on to the app-wide handler unchanged.
 */
export function nameRouteBodyLimit(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      throw new HttpError(
        413,
        'too_large',
        `The request body is too large (at most ${describeBytes(limit)}).`,
      );
    }
    throw error;
  });
}
