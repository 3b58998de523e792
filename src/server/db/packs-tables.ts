import type { Generated, Selectable } from 'kysely';
import type {
  LinkState,
  OrderStatus,
  PackCurrency,
  PackPreviewKind,
  PackStatus,
} from '#shared/packs/pack.ts';

// The tables of trip packs (migration 0014-packs), part of DB in schema.ts.

export interface PacksTable {
  id: Generated<number>;
  tripId: number | null;
  slug: string;
  title: string;
  description: string;
  /** JSON: the list of what is included. */
  included: string;
  /** In the currency's minor unit (cents). */
  price: number;
  currency: PackCurrency;
  previewKind: PackPreviewKind;
  previewStops: number;
  status: PackStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
  onSaleAt: string | null;
  retiredAt: string | null;
}
export type PackRow = Selectable<PacksTable>;

/** A release: the trip frozen as it was (JSON of a Trip), with its change note. */
export interface PackReleasesTable {
  id: Generated<number>;
  packId: number;
  number: number;
  note: string;
  snapshot: string;
  createdAt: string;
}
export type PackReleaseRow = Selectable<PackReleasesTable>;

export interface PackOrdersTable {
  id: Generated<number>;
  packId: number;
  releaseId: number;
  buyerEmail: string;
  amount: number;
  currency: string;
  stripeSessionId: string;
  stripePaymentIntent: string | null;
  stripeEventId: string;
  status: OrderStatus;
  /** 0 or 1: the buyer asked for no email about new releases. */
  updatesOptOut: number;
  linkState: LinkState;
  createdAt: string;
  refundedAt: string | null;
}
export type PackOrderRow = Selectable<PackOrdersTable>;

/** A provider event handled: its id is the primary key, so an event is handled once. */
export interface PackEventsTable {
  eventId: string;
  type: string;
  processedAt: string;
}

/** A library link: only the SHA-256 of its token is kept. */
export interface LibraryTokensTable {
  id: Generated<number>;
  orderId: number;
  tokenHash: string;
  createdAt: string;
  revokedAt: string | null;
}

/** Library links that await sending (an order paid, or "send me my links again"), until the mail outbox sends them. */
export interface LibraryRequestsTable {
  id: Generated<number>;
  email: string;
  /** The order whose link awaits sending; null for a resend request (every order of the address). */
  orderId: number | null;
  reason: 'order_paid' | 'resend';
  createdAt: string;
  handledAt: string | null;
}

export interface PackSecretsTable {
  name: string;
  value: string;
}
