import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const SITE = 'https://fru.example';

describe.each(ENGINES)('the site in other languages ($name)', ({ name }) => {
  let t: TestApp;
  let client: ReturnType<typeof clientWithPages>;

  beforeAll(async () => {
    client = clientWithPages();
    t = await createTestApp(name, { SITE_URL: SITE }, { clientDir: client.dir });
  });
  afterAll(async () => {
    await t?.close();
    client?.remove();
  });

  const message = async (url: string, headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    (await t.request({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) })).json<{
      error: { message: string };
    }>().error.message;

  it('answers the API errors in the request’s language, English otherwise', async () => {
    expect(await message('/api/no-such-thing', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).toBe(
      'No encontrado.',
    );
    expect(await message('/api/locations', { 'accept-language': 'es' }, 'POST')).toBe(
      'Inicia sesión como propietario para hacer eso.',
    );
    expect(await message('/api/no-such-thing', { 'accept-language': 'de;q=0.5, ja' })).toBe(
      '見つかりません。',
    );
    expect(await message('/api/no-such-thing', {})).toBe('Not found.');
    expect(await message('/api/no-such-thing', { 'accept-language': 'pt-BR, en;q=0.5' })).toBe('Not found.');
  });

  it('serves each public page under its language prefix, with its lang, canonical and alternates', async () => {
    const page = await t.request({ method: 'GET', url: '/es/stats' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(`<link rel="canonical" href="${SITE}/es/stats"`);
    for (const [lang, path] of [
      ['en', '/stats'],
      ['es', '/es/stats'],
      ['fr', '/fr/stats'],
      ['de', '/de/stats'],
      ['ja', '/ja/stats'],
      ['x-default', '/stats'],
    ])
      expect(page.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${SITE}${path}"`);

    const home = await t.request({ method: 'GET', url: '/ja/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="ja">');
    expect(home.body).toContain(`<link rel="canonical" href="${SITE}/ja/"`);

    // English stays at the root, as it was, and names its translations.
    const english = await t.request({ method: 'GET', url: '/stats' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<link rel="canonical" href="${SITE}/stats"`);
    expect(english.body).toContain(`<link rel="alternate" hreflang="fr" href="${SITE}/fr/stats"`);
    // The owner's screens are not offered in other languages.
    expect((await t.request({ method: 'GET', url: '/es/inbox' })).statusCode).toBe(404);
  });
});
