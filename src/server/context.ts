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
import type { SiteFigures } from './figures';
import type { PlaceIndexes } from './db/place-index';
import type { OffThreadBuilds } from './off-thread-builds';
import type { ArchiveScale } from './archive-scale';
import type { SiteSettings } from '#shared/site-config.ts';
import type { VersionedValue } from './versioned-value';
import type { VisitedRegion } from './db/geo';
import type { LimitFunction } from 'p-limit';
import type { OpeningViews } from './opening-view';
import type { WarmUp } from './warm-up';

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
  /** Whether the archive is large, by the size of its whole-archive forms: visitors' reads stop waiting for rebuilds then. */
  archiveScale: ArchiveScale;
  /** The worker thread that builds the whole-archive representations once they take long (locations-cache.ts). */
  offThreadBuilds: OffThreadBuilds;
  /** Uploaded photos: receiving, processing in turn, storing and deleting their files. */
  media: MediaLibrary;
  /** Email through SMTP_URL (the outbox and its worker); undefined when no SMTP server is configured. */
  mail: MailService | undefined;
  /** The channel card's figures and latest videos (YouTube's when configured, the owner's otherwise). */
  channel: ChannelService;
  /** Page views and the beacon's events, queued and written in batches (src/server/analytics). */
  analytics: AnalyticsCounter;
  /**
   * The owner's site settings, read once per data version (saving them bumps it), not once a request:
   * what pages, /api/site, the channel card and the figures read. A write reads them itself, in its
   * transaction (db/settings.ts).
   */
  siteSettings: VersionedValue<Partial<SiteSettings>>;
  /**
   * The visited public countries and states, read once per data version: world progress, the
   * shading and the figures each need them. Never stale: builds of other values read it.
   */
  visitedRegions: VersionedValue<VisitedRegion[]>;
  /** The marketing copy's figures: from the places, the spec's words, or pinned (shared/figures.ts). */
  figures: SiteFigures;
  /** The places' search text and date orders in memory, a visitor's and the owner's (db/place-index.ts). */
  placeIndexes: PlaceIndexes;
  /** The home map's first view under the owner's choice (the public places' box cached per data version). */
  openingViews: OpeningViews;
  /**
   * The instance's one PDF maker, for trip PDFs and pack releases alike: each PDF keeps a core busy,
   * so one is made at a time and the others wait their turn.
   */
  printer: LimitFunction;
  /** The first builds at start: /readyz waits for them (warm-up.ts). */
  warmUp: WarmUp;
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
