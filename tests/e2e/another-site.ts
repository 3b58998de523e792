import { createServer, type Server } from 'node:http';

/** A page of another site (another origin: a port of its own) that embeds `src`. */
export async function anotherSite(src: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>My travel blog</title></head><body><main><h1>My trip to Japan</h1>` +
        `<iframe src="${src}" width="640" height="420" style="border:0" title="Map of my trip"></iframe></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  // localhost, not 127.0.0.1: another site by its host too, not only by its port.
  return {
    url: `http://localhost:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
