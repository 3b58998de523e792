import { z } from '../zod';
import { LocationIdSchema } from '../ids';
import { ORDER_STATUSES, PACK_LIMITS } from '../packs/pack';
import {
  CheckoutSchema,
  LibraryLinkSchema,
  OrderListSchema,
  OrderSchema,
  SalesSchema,
} from '../packs/order-schema';
import {
  PackCreateSchema,
  PackListSchema,
  PackPatchSchema,
  PackPublicSchema,
  PackReleaseCreateSchema,
  PackSchema,
} from '../packs/pack-schema';
import { defineRoute, file, NO_CONTENT } from './define';
import { NoOptions } from './trash';
import { libraryApi } from './library';
import { TripRouteSchema } from '../trips/trip-schema';
import { RouteQuery } from './trip-params';

const tag = 'Trip packs';
const WHAT = 'That pack';

export const PackIdParams = z.object({ id: LocationIdSchema });
export const OrderIdParams = z.object({ id: LocationIdSchema });

export const OrdersQuery = z.strictObject({
  /** Matches the buyer's email, the pack's title or a Stripe id (any case). */
  q: z.string().max(PACK_LIMITS.searchMax, `q is at most ${PACK_LIMITS.searchMax} characters`).optional(),
  packId: LocationIdSchema.optional(),
  status: z.enum(ORDER_STATUSES, { error: 'status is paid or refunded' }).optional(),
});

/** Trip packs: a trip sold with Stripe Checkout, its orders, and the buyers' libraries. */
export const packsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/packs',
    tag,
    summary:
      'The packs on sale, and whether checkout is available (without Stripe keys it is not, and `checkoutMessage` says so).',
    access: 'anyone',
    response: PackListSchema,
    errors: [],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/packs/:id',
    tag,
    summary:
      "One pack's page: its selling fields and the free preview only (the first day or first N stops). The owner sees drafts and retired packs too (preview as a buyer would).",
    access: 'anyone',
    params: PackIdParams,
    notFound: WHAT,
    response: PackPublicSchema,
    headers: ['Vary'],
    errors: ['not_found'],
  }),
  previewRoute: defineRoute({
    method: 'GET',
    path: '/api/packs/:id/route',
    tag,
    summary:
      "The lines of a pack's preview map at ?zoom=: legs from stop to stop within the free preview only (no recorded track, nothing past the preview).",
    access: 'anyone',
    params: PackIdParams,
    notFound: WHAT,
    query: RouteQuery,
    queryMessage: 'The zoom is not valid.',
    response: TripRouteSchema,
    headers: ['Vary'],
    errors: ['not_found', 'invalid_input'],
  }),
  manage: defineRoute({
    method: 'GET',
    path: '/api/packs/manage',
    tag,
    summary: 'Every pack (drafts, on sale, retired), newest first, as its owner edits it.',
    access: 'owner',
    response: z.array(PackSchema),
    errors: [],
  }),
  manageOne: defineRoute({
    method: 'GET',
    path: '/api/packs/:id/manage',
    tag,
    summary: 'One pack as its owner edits it, with its releases; its version is the ETag.',
    access: 'owner',
    params: PackIdParams,
    notFound: WHAT,
    response: PackSchema,
    headers: ['ETag'],
    errors: ['not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/packs',
    tag,
    summary:
      'Makes a draft pack from a trip (its title and summary unless given); a price in the minor unit (cents), from 50 to 1,000,000.',
    access: 'owner',
    body: PackCreateSchema,
    response: PackSchema,
    status: 201,
    headers: ['Idempotency-Key', 'ETag'],
    errors: ['not_found', 'invalid_input', 'in_progress'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/packs/:id',
    tag,
    summary:
      'Changes the fields sent; with If-Match, a pack changed since answers 409 with the current pack.',
    access: 'owner',
    params: PackIdParams,
    notFound: WHAT,
    body: PackPatchSchema,
    response: PackSchema,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  release: defineRoute({
    method: 'POST',
    path: '/api/packs/:id/releases',
    tag,
    summary:
      'Publishes the next release (v1, v2…): the trip as it is now, frozen, with a change note. Buyers of earlier releases get it in their library.',
    access: 'owner',
    params: PackIdParams,
    notFound: WHAT,
    body: PackReleaseCreateSchema,
    response: PackSchema,
    status: 201,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  putOnSale: defineRoute({
    method: 'POST',
    path: '/api/packs/:id/on-sale',
    tag,
    summary: 'Puts a pack on sale (a draft without a release gets v1 first); a retired pack may come back.',
    access: 'owner',
    params: PackIdParams,
    notFound: WHAT,
    body: NoOptions,
    bodyOptional: true,
    response: PackSchema,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  retire: defineRoute({
    method: 'POST',
    path: '/api/packs/:id/retire',
    tag,
    summary: 'Takes a pack off sale for good; its buyers keep their libraries.',
    access: 'owner',
    params: PackIdParams,
    notFound: WHAT,
    body: NoOptions,
    bodyOptional: true,
    response: PackSchema,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/api/packs/orders',
    tag,
    summary:
      'The orders, newest first (the latest 500), searched by ?q= (email, pack, Stripe id), ?packId= and ?status=.',
    access: 'owner',
    query: OrdersQuery,
    queryMessage: 'The search is not valid.',
    response: OrderListSchema,
    errors: ['invalid_input'],
  }),
  ordersCsv: defineRoute({
    method: 'GET',
    path: '/api/packs/orders.csv',
    tag,
    summary: 'Every order as a CSV download (the same filters as GET /api/packs/orders).',
    access: 'owner',
    query: OrdersQuery,
    queryMessage: 'The search is not valid.',
    response: file('text/csv'),
    headers: ['Content-Disposition'],
    errors: ['invalid_input'],
  }),
  libraryLink: defineRoute({
    method: 'POST',
    path: '/api/packs/orders/:id/library-link',
    tag,
    summary:
      "Makes a new library link for an order and answers its URL, shown this once (only the token's hash is kept); earlier links keep working until revoked.",
    access: 'owner',
    params: OrderIdParams,
    notFound: 'That order',
    body: NoOptions,
    bodyOptional: true,
    response: LibraryLinkSchema,
    status: 201,
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  emailLink: defineRoute({
    method: 'POST',
    path: '/api/packs/orders/:id/email-link',
    tag,
    summary:
      'Emails the buyer a new library link (earlier links keep working until revoked); the order answered, its linkState queued.',
    access: 'owner',
    params: OrderIdParams,
    notFound: 'That order',
    body: NoOptions,
    bodyOptional: true,
    response: OrderSchema,
    status: 202,
    errors: ['not_found', 'invalid_input', 'conflict', 'mail_not_configured'],
  }),
  revokeLinks: defineRoute({
    method: 'DELETE',
    path: '/api/packs/orders/:id/library-links',
    tag,
    summary: 'Revokes every library link of an order: they answer 404 from then on.',
    access: 'owner',
    params: OrderIdParams,
    notFound: 'That order',
    response: NO_CONTENT,
    status: 204,
    errors: ['not_found'],
  }),
  sales: defineRoute({
    method: 'GET',
    path: '/api/packs/sales',
    tag,
    summary: 'Sales by pack and by month (UTC), per currency: paid, refunded, revenue in the minor unit.',
    access: 'owner',
    response: SalesSchema,
    errors: [],
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/packs/:id/checkout',
    tag,
    summary:
      "Starts Stripe Checkout for a pack on sale and answers the hosted payment page's URL; 503 `checkout_unavailable` when Stripe is not configured.",
    access: 'anyone',
    params: PackIdParams,
    notFound: WHAT,
    body: NoOptions,
    bodyOptional: true,
    response: CheckoutSchema,
    status: 201,
    errors: ['not_found', 'invalid_input', 'checkout_unavailable'],
  }),
  ...libraryApi,
};
