import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { Config } from './config';
import type { DataVersion } from './db/data-version';
import type { Database } from './db/index';
import type { RequestPartTypes } from './input';
import type { MediaLibrary } from './media/media-library';
import type { Metrics } from './metrics';
import type { LimiterStore } from './rate-limit/store';
import type { MailService } from './mail/service';
import type { ChannelService } from './channel/service';
import type { AnalyticsCounter } from './analytics/counter';

/** A tiny signal: routes that write places emit it; routes that cache derived data subscribe. */
export interface LocationsChangedSignal {
  emit(): void;
  subscribe(listener: () => void): void;
}

/** What every route plugin receives: the database, the configuration and the owner guard. */
export interface AppContext {
  database: Database;
  config: Config;
  /**
   * onRequest hook that answers 401 unless the request carries the owner's live session: checked
   * before the body is read, so a visitor cannot make the server read or parse one.
   */
  requireOwner: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Where rate limits count (shared by every instance); routes name theirs in config.rateLimit. */
  limiterStore: LimiterStore;
  metrics: Metrics;
  /** Places changed (created, updated, deleted, imported) through this instance: read the data version again now. */
  locationsChanged: LocationsChangedSignal;
  /** The version of the places every instance shares: what cached representations are keyed by. */
  dataVersion: DataVersion;
  /** Uploaded photos: receiving, processing in turn, storing and deleting their files. */
  media: MediaLibrary;
  /** Email through SMTP_URL (the outbox and its worker); undefined when no SMTP server is configured. */
  mail: MailService | undefined;
  /** The channel card's figures and latest videos (YouTube's when configured, the owner's otherwise). */
  channel: ChannelService;
  /** Page views and the beacon's events, queued and written in batches (src/server/analytics). */
  analytics: AnalyticsCounter;
}

/** A route file: one resource's routes, given the context, their input read by RequestParts. */
export type RoutePlugin = FastifyPluginAsync<AppContext, RawServerDefault, RequestPartTypes>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's analytics counter: tests call its flush() instead of waiting a second. */
    analytics: AnalyticsCounter;
  }
  interface FastifyRequest {
    /** The owner's session when the request carries a live one. */
    session: { userId: number; id: string } | undefined;
  }
  interface FastifyContextConfig {
    /** The body is a file read by the route itself (uploads), not JSON; still same-origin only. */
    rawBody?: boolean;
    /** Routes called from other sites without a same-origin check: Stripe's webhook (its signature checked). */
    publicUnsafe?: boolean;
    /** How the route's 413 names its body and what to do instead (the limit itself is the route's bodyLimit). */
    tooLarge?: { what: string; advice: string };
  }
}
