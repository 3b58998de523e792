import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from '../helpers/test-app';

const MB = 1024 * 1024;
const BODY_BYTES = 50 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

interface Upload {
  status: number | undefined;
  body: string;
  /** Bytes the client managed to hand to its socket before the server closed the connection. */
  sent: number;
}

/** Streams a 50 MB body (made chunk by chunk, never held whole) as an anonymous visitor. */
function upload(port: number, path: string): Promise<Upload> {
  return new Promise((resolve) => {
    let sent = 0;
    const result: Upload = { status: undefined, body: '', sent: 0 };
    const body = new Readable({
      read() {
        if (sent >= BODY_BYTES) return void this.push(null);
        sent += CHUNK.length;
        this.push(CHUNK);
      },
    });
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        origin: ORIGIN,
        host: 'localhost:3000',
        'content-type': 'application/json',
        'content-length': BODY_BYTES,
      },
    });
    const done = () => resolve({ ...result, sent });
    req.on('response', (response) => {
      result.status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (text: string) => (result.body += text));
      response.on('end', done);
      response.on('error', done);
    });
    // The server closing while the client is still sending is what this test wants to see.
    req.on('error', () => setTimeout(done, 100));
    body.pipe(req);
  });
}

describe.each(ENGINES)('an anonymous 50 MB body to an owner route on $name', ({ name: engine }) => {
  let t: TestApp;
  let port: number;
  const bytesRead: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    t.app.server.on('connection', (socket: Socket) => {
      socket.on('close', () => bytesRead.push(socket.bytesRead));
    });
  });
  afterAll(() => t.close());

  it.each(['/api/import/preview', '/api/import', '/api/media'])(
    'POST %s answers 401 and closes the connection before the body is read',
    async (path) => {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      bytesRead.length = 0;
      const answer = await upload(port, path);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'unauthorized', message: expect.any(String) },
      });
      // Wait for the server to record its side of the closed connection.
      await expect.poll(() => bytesRead.length).toBe(1);
      // The server read a small part (what sat in socket buffers), not the 50 MB…
      expect(bytesRead[0]).toBeLessThan(8 * MB);
      // …because it closed the connection while the client was still sending.
      expect(answer.sent).toBeLessThan(BODY_BYTES);
      // And the process did not hold the body in memory.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(BODY_BYTES / 2);
    },
  );
});
