import { createHash } from 'node:crypto';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { turnTaker } from './turns';

export interface Representation {
  etag: string;
  /** The JSON as built, in slices: joining 50 MB into one buffer would hold other requests up. */
  identity: Buffer[];
  identityLength: number;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A representation's JSON text in slices. Each slice is built in one turn of the event loop, and
 * other requests run between slices: at 100,000 places no slice holds them up for long.
 */
export type JsonSlices = () => AsyncIterable<string>;

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
export const etagOf = (version: string, kind: EtagKind = 'version') =>
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

export interface BuildOptions {
  /** The data version it is built for (the data read may be newer: the next read sees that). */
  version: string;
  kind: EtagKind;
  /**
   * Brotli compresses a stream of unknown length about 3% worse than the same bytes given whole
   * (1.34 MB against 1.30 MB for 100,000 places' map data); told the size, it matches.
   */
  sizeHint: number;
}

/** Builds a representation from its slices: the bytes, brotli and gzip, and the ETag. */
export async function buildRepresentation(
  render: JsonSlices,
  { version, kind, sizeHint }: BuildOptions,
): Promise<Representation> {
  const identity: Buffer[] = [];
  const br = compressor(
    createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint },
    }),
  );
  const gzip = compressor(createGzip({ level: 6 }));
  const hash = createHash('sha256');
  const takeTurn = turnTaker();
  try {
    for await (const slice of render()) {
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
  const identityLength = identity.reduce((sum, bytes) => sum + bytes.length, 0);
  const etag = kind === 'content' ? `"c-${hash.digest('base64url').slice(0, 27)}"` : etagOf(version, kind);
  return { etag, identity, identityLength, br: brBytes, gzip: gzipBytes };
}
