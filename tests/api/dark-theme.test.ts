import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { clientWithPages, createTestApp } from '../helpers/test-app';

const DARK_TILES = 'https://{s}.dark.example/{z}/{x}/{y}{r}.png';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('the dark theme on the server', () => {
  const client = clientWithPages();
  afterAll(() => client.remove());

  it('/api/site names TILE_URL_DARK, and the CSP allows its hosts and the one inline script by its hash', async () => {
    const t = await createTestApp('sqlite', { TILE_URL_DARK: DARK_TILES }, { clientDir: client.dir });
    try {
      const site = (await t.request({ method: 'GET', url: '/api/site' })).json();
      expect(site.tileUrlDark).toBe(DARK_TILES);

      const page = await t.request({ method: 'GET', url: '/about' });
      const csp = String(page.headers['content-security-policy']);
      for (const host of ['a', 'b', 'c'])
        expect(directive(csp, 'img-src')).toContain(`https://${host}.dark.example`);

      const scripts = [...page.body.matchAll(/<script>([^<]+)<\/script>/g)].map((m) => m[1]!);
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256').update(scripts[0]!).digest('base64');
      expect(directive(csp, 'script-src').split(' ')).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
    } finally {
      await t.close();
    }
  });

  it('without TILE_URL_DARK /api/site says null', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await t.request({ method: 'GET', url: '/api/site' })).json().tileUrlDark).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('a TILE_URL_DARK that is not a tile template stops the start naming the variable', () => {
    for (const value of ['not a url', 'https://tiles.example/dark.png']) {
      expect(() => loadConfig({ TILE_URL_DARK: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TILE_URL_DARK: value })).toThrow(
        'Invalid environment variable TILE_URL_DARK',
      );
    }
  });
});
