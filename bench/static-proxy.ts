import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PLACES_GEOJSON } from './baselines/shared';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};
/** A plain 256×256 grey PNG: the benchmark's map tiles (the targets exclude tiles; this keeps them local). */
function tilePng(size = 256): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((size + 1) * size, 0xe5);
  for (let y = 0; y < size; y++) rows[y * (size + 1)] = 0; // filter byte per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
export const BLANK_PNG = tilePng();

/**
 * Serves the baseline pages from `root`, blank tiles under /tiles/, MapLibre's GeoJSON (a file in
 * `root`), and forwards the rest of /api/* to `apiOrigin`.
 */
export function startStaticProxy(
  root: string,
  apiOrigin: () => string,
): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    if (path.startsWith('/tiles/')) {
      response
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' })
        .end(BLANK_PNG);
      return;
    }
    if (path === PLACES_GEOJSON) {
      // Written per size by the benchmark (placesGeoJson), compressed as our API compresses.
      const file = join(root, 'places.geojson.gz');
      if (!existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/geo+json', 'content-encoding': 'gzip' });
      createReadStream(file).pipe(response);
      return;
    }
    if (path.startsWith('/api/')) {
      const upstream = http.request(
        `${apiOrigin()}${request.url}`,
        { method: request.method, headers: { ...request.headers, host: new URL(apiOrigin()).host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
