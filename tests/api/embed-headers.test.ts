import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import { placePath } from '../../src/shared/place-url';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// The pages need only the built client's two HTML templates: a folder with them stands in for dist/client.
const TEMPLATE = (entry: string) =>
  `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`;

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe.each(ENGINES)('the embeddable map ($name)', ({ name }) => {
  let t: TestApp;
  let clientDir: string;
  let cookie: string;
  const place = (overrides: Partial<Location>) =>
    t
      .request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: { name: 'Kyoto', latitude: 35.01, longitude: 135.77, country: 'Japan', ...overrides },
      })
      .then((response) => {
        expect(response.statusCode).toBe(201);
        return response.json<Location>();
      });

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fru-client-'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE('/assets/app.js'));
    writeFileSync(join(clientDir, 'embed.html'), TEMPLATE('/assets/embed.js'));
    t = await createTestApp(name, { SITE_URL: 'https://fru.example' }, { clientDir });
    cookie = await t.login();
  });

  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('may be framed by any site, and no other page may', async () => {
    const kyoto = await place({ name: 'Kyoto <Gion>' });
    const framable = [
      '/embed',
      '/embed/',
      '/embed?country=Japan&status=visited',
      `/embed/places/${kyoto.id}`,
      `/embed${placePath(kyoto)}`,
    ];
    for (const url of framable) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'frame-ancestors'), url).toBe('frame-ancestors *');
      // Every other directive is the site's.
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.body).toContain('/assets/embed.js');
    }
    for (const url of ['/', '/about', '/api/locations', placePath(kyoto), '/embed.html', '/no-such-page']) {
      const response = await t.request({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
    }
  });

  it('names its page, stays out of search results and points to the matching site page', async () => {
    const filtered = await t.request({ method: 'GET', url: '/embed?country=Japan&tag=food&q=ignored' });
    expect(filtered.body).toContain('<meta name="robots" content="noindex"');
    expect(filtered.body).toMatch(/<title[^>]*>Travel map \| Fru World<\/title>/);
    expect(filtered.body).toContain(
      '<link rel="canonical" href="https://fru.example/?country=Japan&amp;tag=food"',
    );

    const kyoto = await place({ name: 'Fushimi <Inari>' });
    const page = await t.request({ method: 'GET', url: `/embed/places/${kyoto.id}-old-name` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fushimi &lt;Inari&gt; on the map | Fru World');
    expect(page.body).not.toContain('<Inari>');
    expect(page.body).toContain(`<link rel="canonical" href="https://fru.example${placePath(kyoto)}"`);
  });

  it('answers 404 with a short page for an unknown, private, trashed or malformed place', async () => {
    const hidden = await place({ name: 'Secret spring', isPrivate: true });
    const trashed = await place({ name: 'Gone' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/locations/${trashed.id}`, cookie })).statusCode,
    ).toBe(204);
    for (const segment of [
      String(hidden.id),
      String(trashed.id),
      '999999',
      '99999999999999',
      'abc',
      '0',
      '12x',
    ]) {
      const response = await t.request({ method: 'GET', url: `/embed/places/${segment}` });
      expect(response.statusCode, segment).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This place is not on the map');
      expect(response.body).not.toContain('Secret spring');
    }
    // A malformed escape is refused by the router as bad input, like any other path.
    expect((await t.request({ method: 'GET', url: '/embed/places/1-%E0%A4%A' })).statusCode).toBe(400);
  });
});
