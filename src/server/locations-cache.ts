import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reportCacheRebuilt } from './cache-events';
import { WHOLE_ARCHIVE_FORMS, type WholeArchiveForm } from './cached-json';
import type { AppContext } from './context';
import type { DataVersion } from './db/data-version';
import { isDatabaseUnavailable } from './db/unavailable';
import type { ArchiveScale } from './archive-scale';
import type { OffThreadBuilds } from './off-thread-builds';
import {
  buildRepresentation,
  etagOf,
  type BuildOptions,
  type EtagKind,
  type JsonSlices,
  type Representation,
} from './representation-build';
import { VersionedValue } from './versioned-value';

const MIN_SIZE_HINT = 1 << 20;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Reader {
  fresh?: boolean;
}

/**
 * A JSON representation built once per data version (db/data-version.ts, through versioned-value.ts:
 * one build at a time, however many requests arrive meanwhile) and kept compressed (brotli and
 * gzip). Every instance on the database keys it by the same shared version, so a change made
 * anywhere is seen at the next read. The ETag is that version (a client holding the current one
 * gets 304 without anything being built), or for what visitors read, a hash of the content.
 * While a large rebuild runs (at 100,000 places, seconds), visitors get the previous
 * representation and its ETag (versioned-value.ts: stale-while-revalidate); the owner waits.
 */
export class CachedRepresentation {
  #latest: Representation | undefined;
  readonly #value: VersionedValue<Representation>;

  constructor(
    private readonly versions: DataVersion,
    private readonly render: JsonSlices,
    /** How the metrics name its rebuilds. */
    readonly name = 'representation',
    private readonly options: {
      etag?: EtagKind;
      type?: string;
      /**
       * Given for what visitors read: once the archive is large, a visitor stops waiting for a
       * rebuild and gets the previous form (versioned-value.ts); the owner always waits.
       */
      staleOnceLarge?: ArchiveScale;
      /** Built in the worker thread once the archive is large (the whole-archive forms, which measure it). */
      offThread?: { builds: OffThreadBuilds; form: WholeArchiveForm };
    } = {},
  ) {
    this.#value = new VersionedValue(
      versions,
      async (version) => {
        const representation = await this.#build(version);
        this.#latest = representation;
        return representation;
      },
      { scale: options.staleOnceLarge },
    );
  }

  /** Its media type: JSON unless told otherwise (the sitemaps are XML). */
  get type(): string {
    return this.options.type ?? JSON_TYPE;
  }

  /** Whoever reads it may use the owner's session: caches along the way must keep it to the one browser. */
  get private(): boolean {
    return this.options.etag === 'owner';
  }

  /**
   * The ETag of what a read gets now: a content ETag is known once that data is built, and a
   * visitor may get the previous representation while the next is built.
   */
  async etag(reader: Reader = {}): Promise<string> {
    const stale = this.options.staleOnceLarge !== undefined && !reader.fresh && this.#latest !== undefined;
    if (this.options.etag === 'content' || stale) return (await this.get(reader)).etag;
    return etagOf(await this.versions.current(), this.options.etag);
  }

  /** `fresh`: never the previous representation (the owner, signed in, reads their writes). */
  get(reader: Reader = {}): Promise<Representation> {
    return this.#value.get(reader);
  }

  /**
   * Brotli compresses a stream of unknown length worse than the same bytes given whole; told the
   * size, it matches. The last build's size is a close guess, and a hint of at least 1 MB costs a
   * small answer a few bytes.
   */
  #sizeHint(): number {
    return Math.max(this.#latest?.identityLength ?? 0, MIN_SIZE_HINT);
  }

  async #build(version: string): Promise<Representation> {
    const started = performance.now();
    const options = { version, kind: this.options.etag ?? 'version', sizeHint: this.#sizeHint() };
    const { representation, thread } = await this.#buildOn(options);
    const { offThread } = this.options;
    offThread?.builds.measured(offThread.form, representation.identityLength);
    reportCacheRebuilt({ cache: this.name, seconds: (performance.now() - started) / 1000, thread });
    return representation;
  }

  /** In the worker thread once the archive is large (and the database can be opened there), else here. */
  async #buildOn(
    options: BuildOptions,
  ): Promise<{ representation: Representation; thread: 'main' | 'worker' }> {
    const { offThread } = this.options;
    if (offThread?.builds.wanted) {
      try {
        return { representation: await offThread.builds.build(offThread.form, options), thread: 'worker' };
      } catch (error) {
        // A worker that cannot build (it could not start, it stopped) leaves it to this thread,
        // unless the app is closing.
        if (isDatabaseUnavailable(error) || offThread.builds.closed) throw error;
      }
    }
    return { representation: await buildRepresentation(this.render, options), thread: 'main' };
  }
}

/**
 * The cache of a whole-archive form (cached-json.ts), built in the worker thread once the archive
 * is large. A visitors' form (any ETag but the owner's) is served stale during a large rebuild.
 */
export function wholeArchiveCache(
  {
    dataVersion,
    database,
    archiveScale,
    offThreadBuilds,
  }: Pick<AppContext, 'dataVersion' | 'database' | 'archiveScale' | 'offThreadBuilds'>,
  form: WholeArchiveForm,
  etag: EtagKind,
): CachedRepresentation {
  return new CachedRepresentation(dataVersion, WHOLE_ARCHIVE_FORMS[form](database.db), form, {
    etag,
    staleOnceLarge: etag === 'owner' ? undefined : archiveScale,
    offThread: { builds: offThreadBuilds, form },
  });
}

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.split(',').some((tag) => tag.trim() === etag);

/** Vary and Cache-Control of a representation: `private` when what it holds is the owner's. */
function cacheHeaders(reply: FastifyReply, { private: owners }: { private: boolean }): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('cache-control', owners ? 'private, no-cache' : 'no-cache');
}

/** Sends the cached representation: 304 when the ETag matches, else the best encoding the client takes. */
export async function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CachedRepresentation,
): Promise<FastifyReply> {
  cacheHeaders(reply, cache);
  // The owner reads their own writes; a visitor may get the previous form while a rebuild runs.
  const reader = { fresh: request.session !== undefined };
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    // Known without building when it is the version's.
    const etag = await cache.etag(reader);
    if (matches(ifNoneMatch, etag)) return reply.header('etag', etag).status(304).send();
  }
  return sendEncoded(request, reply, await cache.get(reader), cache.type);
}

/**
 * Sends a representation built for this request's audience (a search's answer): 304 when the ETag
 * matches, else the best encoding the client takes.
 */
export function sendBuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  audience: { private: boolean },
): FastifyReply {
  cacheHeaders(reply, audience);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, rep.etag)) return reply.header('etag', rep.etag).status(304).send();
  return sendEncoded(request, reply, rep, JSON_TYPE);
}

function sendEncoded(request: FastifyRequest, reply: FastifyReply, rep: Representation, type: string) {
  reply.header('etag', rep.etag).type(type);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(rep.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(rep.gzip);
  return reply.header('content-length', String(rep.identityLength)).send(Readable.from(rep.identity));
}
