import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Representation {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A JSON representation built once per change and kept compressed (brotli and gzip) with its ETag.
 * Every write through the API calls invalidate(); the next read rebuilds it once, however many
 * requests arrive meanwhile.
 */
export class CachedRepresentation {
  #version = 0;
  #built: { version: number; value: Promise<Representation> } | undefined;

  constructor(private readonly build: () => Promise<unknown>) {}

  invalidate(): void {
    this.#version += 1;
  }

  get(): Promise<Representation> {
    if (this.#built?.version !== this.#version) {
      const version = this.#version;
      const value = this.#render().catch((error: unknown) => {
        if (this.#built?.version === version) this.#built = undefined;
        throw error;
      });
      this.#built = { version, value };
    }
    return this.#built.value;
  }

  async #render(): Promise<Representation> {
    const identity = Buffer.from(JSON.stringify(await this.build()));
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipAsync(identity, { level: 6 }),
    ]);
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    return { etag, identity, br, gzip: gz };
  }
}

/** Sends the cached representation: 304 when the ETag matches, else the best encoding the client takes. */
export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, rep: Representation) {
  reply.header('etag', rep.etag).header('vary', 'Accept-Encoding').header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === rep.etag)) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(rep.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(rep.gzip);
  return reply.send(rep.identity);
}
