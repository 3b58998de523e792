import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AddressKeys } from './address-key';
import type { Database } from '../db/index';
import { counterOver, type Counter } from './counter';

/** How many points (requests, failed sign-ins) a key may spend in a window of `duration` seconds. */
export interface LimitRule {
  points: number;
  duration: number;
}

/** A rule as a store takes it: a route's limit also refuses from memory once a key is past it. */
type StoreRule = LimitRule & { inMemoryBlockOnConsumed?: number };

/**
 * Where every rate limit keeps its counters, so that they hold across instances: Redis when
 * REDIS_URL is set (keys prefixed with REDIS_KEY_PREFIX, `fru:`), otherwise the database the
 * instances share (the rate_limits table of migration 0003). rate-limiter-flexible does the
 * counting on every store, each count one atomic step. While Redis cannot be reached, limits count
 * in the database (and while the database cannot either, in this instance's memory).
 */
export interface LimiterStore {
  /** A limiter named `name` (its keys' prefix); each name is created once. */
  limiter(name: string, rule: LimitRule): RateLimiterAbstract;
  /**
   * A counter kept in the database, and in Redis too when it is set: the sign-in throttle's, so
   * that Redis going away never gives an attacker fresh attempts (see counter.ts).
   */
  counter(name: string, rule: LimitRule): Counter;
  /**
   * The key a client address counts under: a keyed hash of it (of an IPv6 address's /64) that every
   * instance sharing this store derives alike, so that no store ever holds an address
   * (address-key.ts).
   */
  addressKey(address: string): Promise<string>;
  /** 'redis', 'postgres' or 'sqlite': where the counters live (shown in the metrics). */
  kind: 'redis' | 'postgres' | 'sqlite';
  close(): Promise<void>;
}

const TABLE = 'rate_limits';

/** How long a start waits for Redis before counting in the database until it comes. */
const REDIS_READY_MS = 5_000;

export async function openLimiterStore(
  database: Database,
  redisUrl: string | undefined,
  redisKeyPrefix: string,
  warn: (message: string) => void,
): Promise<LimiterStore> {
  // Fails fast instead of queueing commands while Redis is unreachable (the library's advice);
  // the database counts meanwhile.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false }) : undefined;
  if (redis) {
    let reported = false;
    // ioredis reconnects by itself; an unhandled 'error' event would end the process.
    redis.on('error', (error: Error) => {
      if (!reported)
        warn(
          `Redis (REDIS_URL) is unreachable, rate limits count in the database meanwhile: ${error.message}`,
        );
      reported = true;
    });
    redis.on('ready', () => void (reported = false));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_READY_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const kind = redis ? 'redis' : database.engine;
  const limiters = new Map<string, RateLimiterAbstract>();

  /**
   * A route's limit: once a key is past it, this instance refuses it from memory until the window
   * ends (rate-limiter-flexible's in-memory block), so that a flood of refused requests costs no
   * write to the store each (on SQLite, a synchronous transaction: a fifth of the main thread
   * under a search flood at 600 requests/s).
   */
  const blockedPast = (rule: LimitRule): StoreRule => ({ ...rule, inMemoryBlockOnConsumed: rule.points + 1 });

  /** Redis alone, failing when it cannot answer (the caller decides what counts meanwhile). */
  function inRedis(client: Redis, name: string, rule: StoreRule, insurance?: RateLimiterAbstract) {
    return new RateLimiterRedis({
      keyPrefix: `${redisKeyPrefix}${name}`,
      ...rule,
      storeClient: client,
      ...(insurance ? { insuranceLimiter: insurance } : {}),
    });
  }

  function inDatabase(name: string, rule: StoreRule): RateLimiterAbstract {
    const { points, duration } = rule;
    const options = {
      keyPrefix: name,
      ...rule,
      // When the database cannot answer either, limits still hold per instance.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
    };
    if (database.pool) {
      return new RateLimiterPostgres({
        ...options,
        storeClient: database.pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
      });
    }
    if (!database.sqlite) throw new Error('no database handle for the rate limits');
    // The same handle as Kysely's: a second connection would wait for the write lock synchronously,
    // blocking the event loop that must finish the transaction holding it.
    return new RateLimiterSQLite({
      ...options,
      storeClient: database.sqlite,
      storeType: 'better-sqlite3',
      tableName: TABLE,
      tableCreated: true,
    });
  }

  const counters = new Map<string, Counter>();
  const addressKeys = new AddressKeys(database.db, redis && { client: redis, prefix: redisKeyPrefix });

  return {
    kind,
    addressKey: (address) => addressKeys.keyOf(address),
    limiter(name, rule) {
      let limiter = limiters.get(name);
      if (!limiter) {
        const blocked = blockedPast(rule);
        limiter = redis
          ? inRedis(redis, name, blocked, inDatabase(name, blocked))
          : inDatabase(name, blocked);
        limiters.set(name, limiter);
      }
      return limiter;
    },
    counter(name, rule) {
      let counter = counters.get(name);
      if (!counter) {
        const stores = [inDatabase(name, rule), ...(redis ? [inRedis(redis, name, rule)] : [])];
        counter = counterOver(stores, rule.points);
        counters.set(name, counter);
      }
      return counter;
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Spends one point of `key`: 0 when allowed, else the milliseconds until it may try again. */
export async function spend(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    // consume() rejects with the key's state when its points are spent, with an Error otherwise.
    if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
    throw rejection;
  }
}
