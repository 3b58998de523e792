import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reportCacheRebuilt } from './cache-events';
import type { DataVersion } from './db/data-version';
import { VersionedValue } from './versioned-value';

export interface Representation {
  etag: string;
  /** The JSON as built, in slices: joining 50 MB into one buffer would hold other requests up. */
  identity: Buffer[];
  identityLength: number;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A representation's bytes in slices (JSON text, or the map data's binary form). Each slice is built
 * in one turn of the event loop, and other requests run between slices: at 100,000 places no slice
 * holds them up for long.
 */
export type JsonSlices = () => AsyncIterable<string | Uint8Array>;

/** A build lets other requests run once it has run this long without a break. */
const TURN_MS = 8;

/**
 * Call between two pieces of work: after TURN_MS without a break, waits for the event loop to
 * serve what arrived meanwhile. (An await on a PostgreSQL query is a break already; SQLite's are not.)
 */
export function turnTaker(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < TURN_MS) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * How a representation's ETag is made:
 * - `version`: the data version, known without building (every instance gives the same one);
 * - `content`: a hash of the bytes, for what visitors read: a change they cannot see (a private
 *   place, private notes) bumps the shared version but leaves their bytes, and so their ETag, as
 *   they were (every instance builds the same bytes, so it gives the same ETag too);
 * - `owner`: the version, marked so that it never matches a visitor's ETag of the same URL.
 */
export type EtagKind = 'version' | 'content' | 'owner';

/** The data version as an ETag: every instance on the database gives the same one for the same data. */
const etagOf = (version: string, kind: EtagKind = 'version') =>
  kind === 'owner' ? `"owner-${version}"` : `"${version}"`;

/** Compresses slices as they come (zlib works on its own threads) and gives the whole output at the end. */
function compressor(stream: BrotliCompress | Gzip) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
  // Awaited only after the last slice; a failure before then rejects it unobserved.
  done.catch(() => {});
  return {
    write: (bytes: Buffer) => void stream.write(bytes),
    end: () => (stream.end(), done),
    destroy: () => stream.destroy(),
  };
}

const MIN_SIZE_HINT = 1 << 20;

/**
 * A JSON representation built once per data version (db/data-version.ts, through versioned-value.ts:
 * one build at a time, however many requests arrive meanwhile) and kept compressed (brotli and
 * gzip). Every instance on the database keys it by the same shared version, so a change made
 * anywhere is seen at the next read. The ETag is that version (a client holding the current one
 * gets 304 without anything being built), or for what visitors read, a hash of the content.
 */
export class CachedRepresentation {
  #latest: Representation | undefined;
  readonly #value: VersionedValue<Representation>;

  constructor(
    private readonly versions: DataVersion,
    private readonly render: JsonSlices,
    /** How the metrics name its rebuilds. */
    private readonly name = 'representation',
    private readonly options: { etag?: EtagKind; type?: string } = {},
  ) {
    this.#value = new VersionedValue(versions, async (version) => {
      const representation = await this.#build(version);
      this.#latest = representation;
      return representation;
    });
  }

  /** Its media type: JSON unless told otherwise (the sitemaps are XML). */
  get type(): string {
    return this.options.type ?? 'application/json; charset=utf-8';
  }

  /** Whoever reads it may use the owner's session: caches along the way must keep it to the one browser. */
  get private(): boolean {
    return this.options.etag === 'owner';
  }

  /** The ETag of the data as it is now (a content ETag is known once that data is built). */
  async etag(): Promise<string> {
    if (this.options.etag === 'content') return (await this.get()).etag;
    return etagOf(await this.versions.current(), this.options.etag);
  }

  get(): Promise<Representation> {
    return this.#value.get();
  }

  /**
   * Brotli compresses a stream of unknown length about 3% worse than the same bytes given whole
   * (1.34 MB against 1.30 MB for 100,000 places' map data); told the size, it matches. The last
   * build's size is a close guess, and a hint of at least 1 MB costs a small answer a few bytes.
   */
  #sizeHint(): number {
    return Math.max(this.#latest?.identityLength ?? 0, MIN_SIZE_HINT);
  }

  async #build(version: string): Promise<Representation> {
    const started = performance.now();
    const identity: Buffer[] = [];
    const br = compressor(
      createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.#sizeHint() },
      }),
    );
    const gzip = compressor(createGzip({ level: 6 }));
    const hash = createHash('sha256');
    const takeTurn = turnTaker();
    try {
      for await (const slice of this.render()) {
        const bytes = Buffer.from(slice);
        identity.push(bytes);
        hash.update(bytes);
        br.write(bytes);
        gzip.write(bytes);
        await takeTurn();
      }
    } catch (error) {
      br.destroy();
      gzip.destroy();
      throw error;
    }
    const [brBytes, gzipBytes] = await Promise.all([br.end(), gzip.end()]);
    reportCacheRebuilt({ cache: this.name, seconds: (performance.now() - started) / 1000 });
    const identityLength = identity.reduce((sum, bytes) => sum + bytes.length, 0);
    const kind = this.options.etag ?? 'version';
    const etag = kind === 'content' ? `"c-${hash.digest('base64url').slice(0, 27)}"` : etagOf(version, kind);
    return { etag, identity, identityLength, br: brBytes, gzip: gzipBytes };
  }
}

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.split(',').some((tag) => tag.trim() === etag);

/** Sends the cached representation: 304 when the ETag matches, else the best encoding the client takes. */
export async function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CachedRepresentation,
): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('cache-control', cache.private ? 'private, no-cache' : 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const etag = await cache.etag();
    if (matches(ifNoneMatch, etag)) return reply.header('etag', etag).status(304).send();
  }
  const rep = await cache.get();
  reply.header('etag', rep.etag).type(cache.type);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(rep.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(rep.gzip);
  return reply.header('content-length', String(rep.identityLength)).send(Readable.from(rep.identity));
}
