import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/index';

/** A tiny signal: routes that write places emit it; routes that cache derived data subscribe. */
export interface LocationsChangedSignal {
  emit(): void;
  subscribe(listener: () => void): void;
}

/** What every route plugin receives: the database, the configuration and the owner guard. */
export interface AppContext {
  database: Database;
  config: Config;
  /** preHandler that answers 401 unless the request carries the owner's live session. */
  requireOwner: preHandlerAsyncHookHandler;
  /** Places changed (created, updated, deleted, imported): derived caches listen to drop what they built. */
  locationsChanged: LocationsChangedSignal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner's session when the request carries a live one. */
    session: { userId: number; id: string } | undefined;
  }
  interface FastifyContextConfig {
    /** Routes that visitors may call without a same-origin check (none yet). */
    publicUnsafe?: boolean;
  }
}
