import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Another site's image host on a free local port: YouTube's thumbnails (/vi/<id>/<size>.jpg) and a
// tile server (/<z>/<x>/<y>.png) alike. It records every request, answers a path in `missing` with
// 404, and each image with `cacheControl` and an ETag that a conditional request gets 304 for.

export interface ImageHostStandIn {
  url: string;
  requests: { path: string; userAgent: string | undefined; ifNoneMatch: string | undefined }[];
  /** Paths answered 404. */
  missing: Set<string>;
  /** The Cache-Control sent with each image (max-age=3600 by default). */
  cacheControl: string;
  /** The bytes of the image at `path` (a 1×1 PNG, then the path, padded to `size` bytes). */
  imageOf(path: string): Buffer;
  /** Each image's size in bytes. */
  size: number;
  close(): Promise<void>;
}

/**
 * A whole 1×1 PNG: a browser decodes it (and ignores what follows), so a page shows the image
 * instead of falling back as it does for a broken one (a video's thumbnail tries the next size).
 */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function startImageHost(): Promise<ImageHostStandIn> {
  const host: ImageHostStandIn = {
    url: '',
    requests: [],
    missing: new Set(),
    cacheControl: 'max-age=3600',
    size: 1000,
    imageOf: (path) => {
      const body = Buffer.alloc(host.size);
      ONE_PIXEL_PNG.copy(body);
      body.write(path, ONE_PIXEL_PNG.length);
      return body;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const ifNoneMatch = request.headers['if-none-match'];
    host.requests.push({ path, userAgent: request.headers['user-agent'], ifNoneMatch });
    if (host.missing.has(path)) return response.writeHead(404).end('not found');
    const etag = `"${path}"`;
    const headers = { etag, 'cache-control': host.cacheControl };
    if (ifNoneMatch === etag) return response.writeHead(304, headers).end();
    const type = path.endsWith('.jpg') ? 'image/jpeg' : path.endsWith('.html') ? 'text/html' : 'image/png';
    response.writeHead(200, { ...headers, 'content-type': type }).end(host.imageOf(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return host;
}
