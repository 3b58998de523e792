import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../helpers/test-app';

/** The headers every answer carries. */
function expectSecurityHeaders(
  response: LightMyRequestResponse | { headers: Record<string, string | string[] | number | undefined> },
  tileOrigin = 'https://tile.openstreetmap.org',
) {
  const csp = String(response.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .find((d) => d.trim().startsWith(`${name} `))
      ?.trim() ?? '';
  expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('form-action')).toBe("form-action 'self'");
  expect(directive('img-src')).toContain("'self'");
  expect(directive('img-src')).toContain(tileOrigin);
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-powered-by']).toBeUndefined();
  // Issue 40: features the site never uses are off; its own "my location" keeps geolocation.
  const permissions = String(response.headers['permissions-policy']);
  expect(permissions).toContain('camera=()');
  expect(permissions).toContain('microphone=()');
  expect(permissions).toContain('payment=()');
  expect(permissions).toContain('geolocation=(self)');
}

describe('security headers', () => {
  it('are on API answers, errors and 404s, with JSON in UTF-8 and HSTS over https', async () => {
    const t = await createTestApp('sqlite', { SITE_URL: 'https://fru.example' });
    try {
      for (const url of ['/api/locations', '/api/location-types', '/api/no-such-thing']) {
        const response = await t.request({ method: 'GET', url });
        expectSecurityHeaders(response);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(
          Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]),
        ).toBeGreaterThanOrEqual(31_536_000);
      }
      const cookie = await (async () => {
        const login = await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { password: 'correct horse battery staple' },
          headers: { origin: 'https://fru.example' },
        });
        return String(login.headers['set-cookie']).split(';')[0]!;
      })();
      const made = await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: { name: 'Oslo', latitude: 59.9, longitude: 10.7 },
        headers: { origin: 'https://fru.example' },
      });
      t.database.sqlite!.exec('DROP TABLE location_photos');
      // One place's read (the list is prepared ahead and would still be served).
      const failure = await t.request({ method: 'GET', url: `/api/locations/${made.json().id}` });
      expect(failure.statusCode).toBe(500);
      expectSecurityHeaders(failure);
    } finally {
      await t.close();
    }
  });

  it('send no HSTS over plain http', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect(
        (await t.request({ method: 'GET', url: '/api/locations' })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
