import http from 'node:http';

/**
 * A small load balancer, as nginx or HAProxy would sit in front of several instances: each
 * request goes to the next backend in turn, with its method, path, headers (Host included) and
 * body unchanged. A backend that cannot be reached answers 502; a backend that breaks off mid-answer
 * breaks off the client's answer too, so the test sees what a visitor would.
 */
export interface RoundRobinProxy {
  url: string;
  setBackends(urls: string[]): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let backends: URL[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const backend = backends[next++ % backends.length];
    if (!backend) return void response.writeHead(502).end();
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
        answer.on('aborted', () => response.destroy());
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain' }).end('backend unreachable');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setBackends: (urls) => void (backends = urls.map((url) => new URL(url))),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
