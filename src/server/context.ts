import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/index';

/** What every route plugin receives: the database, the configuration and the owner guard. */
export interface AppContext {
  database: Database;
  config: Config;
  /** preHandler that answers 401 unless the request carries the owner's live session. */
  requireOwner: preHandlerAsyncHookHandler;
  /** Called after any change to places, so other derived caches can drop what they built. */
  onLocationsChanged: () => void;
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
