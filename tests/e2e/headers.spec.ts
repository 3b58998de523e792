import { expect, test } from './fixtures';

test('pages, assets and the 404 page carry the security headers and the right cache rules', async ({
  request,
  server,
}) => {
  const home = await request.get('/');
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  // Scripts from the site itself, and its inline scripts by their hashes: the theme's on every page,
  // and on a visitor's home page the early paint's.
  for (const [response, inline] of [
    [home, 2],
    [notFound, 1],
  ] as const) {
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const hashes = /script-src 'self'((?: 'sha256-[A-Za-z0-9+/]+=*')+)(;|$)/.exec(csp)?.[1];
    expect(hashes?.trim().split(' ')).toHaveLength(inline);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain(`img-src 'self'`);
    expect(csp).toContain(new URL(server.url).origin);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
  }
  // Hashed assets are cached for a year; the HTML names them.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('scripts come compressed as the build wrote them, the same code in every encoding', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  // The app's own script (the early map's, first on a visitor's home page, is under the 1 KB that
  // scripts/compress-assets.mjs compresses from).
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(home)![1]!;
  const bodies: Record<string, Buffer> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    // Playwright's request context decodes what it is sent: the header says what was sent.
    const response = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    // A file written whole at build time has its length; one compressed per request is streamed.
    expect(Number(response.headers()['content-length'])).toBeGreaterThan(0);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    bodies[encoding] = await response.body();
  }
  expect(bodies.br!.equals(bodies.identity!)).toBe(true);
  expect(bodies.gzip!.equals(bodies.identity!)).toBe(true);
});

test('the map and the pages run under the policy with no violation reported', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/?view=list', '/stats', '/about', '/faqs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
