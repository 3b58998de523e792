import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Sends raw bytes on a new connection and returns everything the server writes before it closes. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (answer += text));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status line and the JSON body of a raw HTTP answer. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
}

// Requests the HTTP parser refuses never reach a route; they still get the contract's error shape
// (issue 13), never Node's or Fastify's own `{"error":"Bad Request","message":"Client Error"}`.
describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['an unknown method', 'FETCHALL /api/locations HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a malformed request line', 'GET /api/locations HTTP/9 nonsense\r\nHost: localhost\r\n\r\n'],
    ['a header without a colon', 'GET /api/locations HTTP/1.1\r\nHost localhost\r\n\r\n'],
    [
      'a Content-Length that is not a number',
      'POST /api/messages HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}',
    ],
  ])('answers %s with 400 in the error shape', async (_, bytes) => {
    const answer = parse(await rawRequest(port, bytes));
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      error: { code: 'invalid_request', message: 'The request could not be read.' },
    });
  });

  it('answers headers too large to read with 431 in the error shape', async () => {
    const bytes = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    const answer = parse(await rawRequest(port, bytes));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      error: { code: 'too_large', message: 'The request headers are too large.' },
    });
  });

  it('answers a known method the API does not route in the error shape', async () => {
    // light-my-request 6.6 (held for Node 20) does not list WebDAV methods in its types.
    const method = 'PROPFIND' as 'GET';
    const response = await t.app.inject({ method, url: '/api/locations' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
