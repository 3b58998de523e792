import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml' };
// A 1×1 transparent PNG: the benchmark's map tiles (the targets exclude tiles; this keeps them quiet and local).
export const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Serves the baseline pages from `root`, blank tiles under /tiles/, and forwards /api/* to `apiOrigin`. */
export function startStaticProxy(root: string, apiOrigin: () => string): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    if (path.startsWith('/tiles/')) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(BLANK_PNG);
      return;
    }
    if (path.startsWith('/api/')) {
      const upstream = http.request(`${apiOrigin()}${request.url}`, { method: request.method, headers: { ...request.headers, host: new URL(apiOrigin()).host } }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
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
      resolve({ url: `http://127.0.0.1:${port}`, port, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}
