import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { readSession } from '../auth/sessions';
import { turnTaker } from '../turns';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isPostgres, type Executor } from '../db/location-reads';
import { lockForEventInsert } from './aggregate';
import { EVENT_COLUMNS } from './event-rows';
import { RowsOffThread } from './rows-off-thread';
import { siteAddress, type CountedSighting, type SiteAddress, type Sighting } from './sighting';
import { SaltStore, utcDay } from './visitor-hash';

/** At most one insert a second per instance, whatever the traffic. */
export const FLUSH_EVERY_MS = 1000;
/** Beyond this many sightings waiting (the database slow or away), the oldest are dropped. */
export const QUEUE_MAX = 10_000;
/**
 * Rows per INSERT, and per piece sent to the rows' worker. SQLite writes on this thread, about 10 µs
 * a row: a hundred hold the event loop about a millisecond, and the next insert waits a turn.
 * PostgreSQL writes on its own side.
 */
const ROWS_PER_INSERT = { sqlite: 100, postgres: 250 };
/**
 * A flush of this many views (as many a second) builds its rows in the worker thread, and every
 * flush after it: fewer are about 2 ms of this thread's time, in turns.
 */
const BUSY_FLUSH = 100;
/** Counting works in turns this long: a page request waits behind it at most about this. */
const TURN_MS = 1;

/**
 * Inserts the rows of one JSON text (event-rows.ts), split by the database: a thousand rows bound
 * one value at a time are 13,000 parameters, about 10 ms of this thread's time to build and send;
 * this is one string. Every column of analytics_events is text.
 */
async function insertEvents(trx: Executor, json: string): Promise<void> {
  const elements = isPostgres(trx) ? sql`json_array_elements(${json}::json)` : sql`json_each(${json})`;
  await sql`insert into analytics_events (${sql.join(EVENT_COLUMNS.map((column) => sql.ref(column)))})
    select ${sql.join(EVENT_COLUMNS.map((_, index) => sql`value ->> ${sql.lit(index)}`))}
    from ${elements}`.execute(trx);
}

export interface CounterOptions {
  db: Kysely<DB>;
  /** The site's address (SITE_URL), part of every visitor hash. */
  site: string;
  enabled: boolean;
  log: { warn(message: string): void; warn(object: object, message: string): void };
  /** The clock (tests move it to another UTC day). */
  now?: () => Date;
}

/**
 * Counts page views and events without ever making a request wait on the database: `record` only
 * queues; a timer writes what is queued at most once a second in one transaction (and on close).
 * The owner's session and the salt are worked out then, the rows (country, hash, user agent) in a
 * worker thread (rows-off-thread.ts).
 */
export class AnalyticsCounter {
  readonly now: () => Date;
  private readonly salts: SaltStore;
  private readonly site: SiteAddress;
  private readonly rows: RowsOffThread;
  private queue: Sighting[] = [];
  private dropped = 0;
  private timer: NodeJS.Timeout | undefined;
  private lastFlushAt = 0;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: CounterOptions) {
    this.now = options.now ?? (() => new Date());
    this.salts = new SaltStore(options.db);
    this.site = siteAddress(options.site);
    this.rows = new RowsOffThread((message) => options.log.warn(message), TURN_MS);
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Queues one sighting (its time is now); synchronous and cheap, so a page never waits on it. */
  record(sighting: Omit<Sighting, 'at'>): void {
    if (!this.options.enabled || this.closed) return;
    if (this.queue.length >= QUEUE_MAX) {
      this.queue.shift();
      this.dropped += 1;
    }
    this.queue.push({ ...sighting, at: this.now() });
    this.schedule();
  }

  /** Writes everything queued now (tests, and closing); later calls wait for earlier ones. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeQueued());
    return this.writing;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    await this.rows.close();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    const wait = Math.max(0, this.lastFlushAt + FLUSH_EVERY_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, wait);
    // A queued view never keeps the process alive: closing flushes it.
    this.timer.unref();
  }

  private async writeQueued(): Promise<void> {
    this.lastFlushAt = Date.now();
    const batch = this.queue;
    this.queue = [];
    if (this.dropped > 0) {
      // One line per flush, however many were dropped.
      this.options.log.warn(
        `Analytics: ${this.dropped} page views or events were dropped (more than ${QUEUE_MAX} waiting to be written).`,
      );
      this.dropped = 0;
    }
    if (batch.length === 0) return;
    try {
      const texts = await this.rowsOf(batch);
      const takeTurn = turnTaker(TURN_MS);
      // One transaction: a batch is written whole or not at all, so that it can be tried again.
      await this.options.db.transaction().execute(async (trx) => {
        await lockForEventInsert(trx);
        for (const text of texts) {
          await takeTurn();
          await insertEvents(trx, text);
        }
      });
    } catch (error) {
      if (isDatabaseUnavailable(error) && !this.closed) {
        // Kept for the next flush, within the queue's cap; the outage is told once by the outage log.
        const kept = [...batch, ...this.queue];
        this.dropped += Math.max(0, kept.length - QUEUE_MAX);
        this.queue = kept.slice(-QUEUE_MAX);
        this.schedule();
        return;
      }
      // Counting never fails a request or the process: these views are lost, and said so once.
      this.options.log.warn(
        { err: error },
        `Analytics: ${batch.length} page views or events were not written.`,
      );
    }
  }

  /**
   * The JSON text of each insert's rows, the owner's views left out: the owner's sessions and the
   * salts are looked up here, the rows built in the worker thread.
   */
  private async rowsOf(batch: Sighting[]): Promise<string[]> {
    const owner = new Map<string, Promise<boolean>>();
    const isOwner = (token: string) => {
      let known = owner.get(token);
      if (!known) {
        known = readSession(this.options.db, token).then((session) => session !== undefined);
        owner.set(token, known);
      }
      return known;
    };
    const counted: CountedSighting[] = [];
    const salts: Record<string, string> = {};
    // A second's views at a busy moment are thousands: in turns, so that no page request waits
    // behind the whole batch.
    const takeTurn = turnTaker(TURN_MS);
    for (const { sessionToken, ...sighting } of batch) {
      await takeTurn();
      if (sessionToken && (await isOwner(sessionToken))) continue;
      const day = utcDay(sighting.at);
      salts[day] ??= await this.salts.saltOf(day);
      counted.push(sighting);
    }
    const chunk = ROWS_PER_INSERT[isPostgres(this.options.db) ? 'postgres' : 'sqlite'];
    const pieces: Promise<string>[] = [];
    for (let start = 0; start < counted.length; start += chunk) {
      await takeTurn();
      const piece = { sightings: counted.slice(start, start + chunk), salts, site: this.site };
      pieces.push(this.rows.build(piece, counted.length >= BUSY_FLUSH));
    }
    return Promise.all(pieces);
  }
}
