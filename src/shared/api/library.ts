import { z } from '../zod';
import { LIBRARY_FORMATS } from '../packs/pack';
import { LibraryResendSchema, LibrarySchema } from '../packs/library-schema';
import { TRIP_EXPORT_TYPES } from '../trips/trip';
import { TripRouteSchema } from '../trips/trip-schema';
import { RouteQuery } from './trip-params';
import { defineRoute, file } from './define';

const tag = 'Trip packs';

/** A library token: 43 URL-safe characters (256 random bits); any other shape names nothing. */
export const LibraryTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });

export const LibraryFileParams = z.object({
  token: LibraryTokenParams.shape.token,
  format: z.enum(LIBRARY_FORMATS),
});

/** A signed download URL's query: when it stops opening (Unix seconds) and its HMAC-SHA256. */
export const SignedQuery = z.strictObject({
  expires: z.string().regex(/^\d{1,12}$/, 'expires is a time in Unix seconds'),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'sig is the URL’s signature'),
});

const LIBRARY_FILE = file(...(Object.values(TRIP_EXPORT_TYPES) as [string, ...string[]]), 'application/pdf');

/** The buyers' side: the library a token opens, its files, and asking for the link again. */
export const libraryApi = {
  webhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    tag,
    summary:
      "Stripe's events (raw body, Stripe-Signature checked): checkout.session.completed (or async_payment_succeeded, for a payment that clears later) makes an order and a library link, charge.refunded revokes it; each event id is handled once.",
    access: 'anyone',
    rawBody: 'application/json',
    response: z.strictObject({ received: z.literal(true), duplicate: z.boolean() }),
    headers: ['Stripe-Signature'],
    errors: ['invalid_input', 'checkout_unavailable'],
  }),
  library: defineRoute({
    method: 'GET',
    path: '/api/library/:token',
    tag,
    summary:
      "A buyer's library: the full trip of the release bought (or newer), the pack, whether a newer release exists, and short-lived download URLs. Unknown and revoked tokens both answer 404.",
    access: 'anyone',
    params: LibraryTokenParams,
    notFound: 'That library link',
    response: LibrarySchema,
    headers: ['Cache-Control'],
    errors: ['not_found', 'rate_limited'],
  }),
  libraryRoute: defineRoute({
    method: 'GET',
    path: '/api/library/:token/route',
    tag,
    summary:
      "The lines the library's map draws for the release it holds: its tracks simplified for ?zoom=, and legs from stop to stop elsewhere. Unknown and revoked tokens answer 404.",
    access: 'anyone',
    params: LibraryTokenParams,
    notFound: 'That library link',
    query: RouteQuery,
    queryMessage: 'The zoom is not valid.',
    response: TripRouteSchema,
    headers: ['Cache-Control'],
    errors: ['not_found', 'invalid_input'],
  }),
  libraryFile: defineRoute({
    method: 'GET',
    path: '/api/library/:token/files/:format',
    tag,
    summary:
      'A library download (gpx, kml, csv, ics, geojson, pdf) through its signed URL; an expired or forged signature answers 403; rate limited per token.',
    access: 'anyone',
    params: LibraryFileParams,
    notFound: 'That download',
    query: SignedQuery,
    queryMessage: 'This download link is not valid: open the library again for a fresh one.',
    response: LIBRARY_FILE,
    headers: ['Content-Disposition'],
    errors: ['not_found', 'forbidden', 'invalid_input', 'rate_limited', 'unavailable'],
  }),
  updatesOff: defineRoute({
    method: 'POST',
    path: '/api/library/:token/updates-off',
    tag,
    summary:
      'The buyer of this library hears of no more new versions by email (the link in each update email); unknown and revoked tokens answer 404.',
    access: 'anyone',
    params: LibraryTokenParams,
    notFound: 'That library link',
    response: z.strictObject({ ok: z.literal(true) }),
    errors: ['not_found', 'rate_limited'],
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/api/library/resend',
    tag,
    summary:
      'Asks for the library links of an email address to be sent again; the same answer whether or not the address bought (rate limited).',
    access: 'anyone',
    body: LibraryResendSchema,
    response: z.strictObject({ ok: z.literal(true), message: z.string() }),
    status: 202,
    errors: ['invalid_input', 'rate_limited'],
  }),
};
