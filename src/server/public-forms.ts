import { HttpError } from './errors';
import type { RouteRateLimit } from './rate-limit/route-limits';

// What protects the forms anyone may post (contact, waitlist, suggestions) from floods and bots.

/**
 * A person writes a few messages a minute at most; a script writes hundreds. Per address, per form,
 * across all instances (the counters live in the shared store).
 */
export const MESSAGE_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const satisfies RouteRateLimit;
export const SUGGESTION_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const satisfies RouteRateLimit;
export const WAITLIST_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const satisfies RouteRateLimit;
export const WAITLIST_LEAVE_RATE_LIMIT = { max: 10, windowSeconds: 60 } as const satisfies RouteRateLimit;

/** The longest valid form (a 5,000-character message) is well under this, even fully escaped. */
export const PUBLIC_FORM_BODY_LIMIT = 16 * 1024;

/**
 * Route options of a public form: its own rate limit and a small body limit (which its 413 names);
 * a form that creates something (a message, a suggestion, a subscriber) takes an Idempotency-Key.
 */
export function publicForm(rateLimit: RouteRateLimit, { creates = false } = {}) {
  return { bodyLimit: PUBLIC_FORM_BODY_LIMIT, config: { rateLimit, idempotent: creates } };
}

/** The honeypot's answer: deliberately vague, so a bot learns nothing about why. */
export function honeypotRejected(): HttpError {
  return new HttpError(400, 'rejected', 'This form could not be accepted. Please try again.');
}
