import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Kept this long when the upstream answer says nothing of its freshness (OSM's tile policy asks for 7 days). */
export const DEFAULT_FRESH_MS = 7 * 24 * 60 * 60_000;

/** One cached answer: its bytes and what the upstream said of them. */
export interface Cached {
  body: Buffer;
  contentType: string;
  etag: string;
  /** When it stops being fresh (ms since the epoch): then it is asked again, conditionally. */
  freshUntil: number;
}

interface Meta {
  contentType: string;
  etag: string;
  upstreamEtag?: string;
  lastModified?: string;
  freshUntil: number;
}

export interface CachingProxyOptions {
  /** The folder it keeps its files in (under MEDIA_DIR, shared by every instance). */
  dir: string;
  /** The most bytes kept on disk: beyond it the least recently used go. */
  maxBytes: number;
  userAgent: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Answers larger than this are not served (none by default). */
  maxFileBytes?: number;
}

/** How long an upstream answer may be kept, from its Cache-Control or Expires (no-store: not at all). */
export function freshnessOf(headers: Headers, now: number): number {
  const control = headers.get('cache-control') ?? '';
  if (/\b(no-store|no-cache)\b/i.test(control)) return now;
  const maxAge = /\b(?:s-maxage|max-age)=(\d+)/i.exec(control);
  if (maxAge) return now + Number(maxAge[1]) * 1000;
  const expires = Date.parse(headers.get('expires') ?? '');
  return Number.isNaN(expires) ? now + DEFAULT_FRESH_MS : Math.max(now, expires);
}

/**
 * Fetches files from another site on the visitors' behalf and keeps them on disk, so that no
 * visitor's browser asks that site and a busy day costs it one request per file: answers are kept
 * as long as the upstream's headers allow, then asked again with If-None-Match / If-Modified-Since.
 * A stale copy is served when the upstream cannot be reached. One request per file at a time.
 */
export class CachingProxy {
  readonly #sizes = new Map<string, number>();
  readonly #pending = new Map<string, Promise<Cached | undefined>>();
  #total = 0;
  #opened: Promise<void> | undefined;

  constructor(private readonly options: CachingProxyOptions) {}

  /** The file at `url`, kept as `key` (a relative path); undefined when the upstream has none. */
  get(key: string, url: string, now = Date.now()): Promise<Cached | undefined> {
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#get(key, url, now).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  async #get(key: string, url: string, now: number): Promise<Cached | undefined> {
    await (this.#opened ??= this.#scan());
    const file = join(this.options.dir, key);
    const kept = await this.#read(file);
    if (kept && kept.meta.freshUntil > now) return this.#touch(key, kept);
    const headers: Record<string, string> = { 'user-agent': this.options.userAgent };
    if (kept?.meta.upstreamEtag) headers['if-none-match'] = kept.meta.upstreamEtag;
    if (kept?.meta.lastModified) headers['if-modified-since'] = kept.meta.lastModified;
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      this.options.log.warn({ url, reason: (error as Error).message }, 'third-party fetch failed');
      return kept && this.#touch(key, kept);
    }
    if (response.status === 304 && kept) {
      kept.meta.freshUntil = freshnessOf(response.headers, now);
      await this.#write(file, kept.body, kept.meta);
      return this.#touch(key, kept);
    }
    if (!response.ok) {
      await response.body?.cancel();
      // The upstream's error is not kept: a 404 is the visitor's 404, a 5xx serves the stale copy.
      return response.status >= 500 && kept ? this.#touch(key, kept) : undefined;
    }
    const max = this.options.maxFileBytes ?? Infinity;
    if (Number(response.headers.get('content-length') ?? 0) > max) {
      await response.body?.cancel();
      return undefined;
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > max) return undefined;
    const meta: Meta = {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      upstreamEtag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
      freshUntil: freshnessOf(response.headers, now),
    };
    await this.#write(file, body, meta);
    this.#account(key, body.length);
    return { body, ...meta };
  }

  async #read(file: string): Promise<{ body: Buffer; meta: Meta } | undefined> {
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.json`, 'utf8')]);
      return { body, meta: JSON.parse(meta) as Meta };
    } catch {
      return undefined;
    }
  }

  async #write(file: string, body: Buffer, meta: Meta): Promise<void> {
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      await writeFile(`${file}.json`, JSON.stringify(meta));
    } catch (error) {
      // A full or read-only disk serves the answer uncached.
      this.options.log.warn({ file, reason: (error as Error).message }, 'third-party cache write failed');
    }
  }

  #touch(key: string, kept: { body: Buffer; meta: Meta }): Cached {
    this.#account(key, kept.body.length);
    return { body: kept.body, ...kept.meta };
  }

  /** Marks `key` the most recently used, and removes the least recently used beyond the cap. */
  #account(key: string, size: number): void {
    this.#total += size - (this.#sizes.get(key) ?? 0);
    this.#sizes.delete(key);
    this.#sizes.set(key, size);
    for (const [oldest, bytes] of this.#sizes) {
      if (this.#total <= this.options.maxBytes || oldest === key) break;
      this.#sizes.delete(oldest);
      this.#total -= bytes;
      const file = join(this.options.dir, oldest);
      void Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
    }
  }

  /** What an earlier run left on disk, oldest first, counted against the cap. */
  async #scan(): Promise<void> {
    const found: { key: string; size: number; at: number }[] = [];
    const walk = async (dir: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (!entry.name.endsWith('.json')) {
          const info = await stat(path).catch(() => undefined);
          if (info) found.push({ key: relative(this.options.dir, path), size: info.size, at: info.mtimeMs });
        }
      }
    };
    await walk(this.options.dir);
    for (const { key, size } of found.sort((a, b) => a.at - b.at)) this.#account(key, size);
  }
}
