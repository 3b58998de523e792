import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_DEFAULT } from '../../src/shared/pages/defaults/contact';
import { SITE_DEFAULTS } from '../../src/shared/site-config';
import { expectErrorShape } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('/contact’s words and the footer band on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const get = async (url: string) => (await t.request({ method: 'GET', url })).json();
  const put = (payload: unknown, version: number) =>
    t.request({
      method: 'PUT',
      url: '/api/pages/contact',
      payload: payload as object,
      headers: { 'if-match': `"${version}"` },
      cookie,
    });

  it('serves /contact never edited with the spec’s words', async () => {
    const page = await get('/api/pages/contact');
    expect(page).toEqual({ slug: 'contact', ...CONTACT_DEFAULT, version: 1, updatedAt: null });
    expect(page.title).toBe('Get in Touch');
    expect(page.responseText).toContain('24-48 hours');
    expect(await get('/api/pages')).toContainEqual({
      slug: 'contact',
      title: 'Get in Touch',
      version: 1,
      updatedAt: null,
    });
  });

  it('stores the owner’s heading and cards, serves them back and keeps the revision', async () => {
    const edited = {
      ...CONTACT_DEFAULT,
      title: 'Say hello',
      responseTitle: 'How fast I answer',
      responseText: 'Within **a day**, most days.',
    };
    const saved = await put(edited, 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(await get('/api/pages/contact')).toMatchObject({ ...edited, version: 2 });

    const history = await t.request({ method: 'GET', url: '/api/pages/contact/history', cookie });
    expect(history.json()).toMatchObject([{ version: 2, before: CONTACT_DEFAULT, after: edited }]);

    // A card's title is required; nothing is stored.
    const bad = expectErrorShape(await put({ ...edited, emailTitle: ' ' }, 2), 400, 'invalid_input');
    expect(bad.fields).toHaveProperty('emailTitle');
    expect(await get('/api/pages/contact')).toMatchObject({ emailTitle: 'Email me', version: 2 });
  });

  it('serves the footer band’s words from the site settings, the owner’s once changed', async () => {
    expect(await get('/api/site')).toMatchObject({
      ctaHeading: 'Ready for your next adventure?',
      ctaText: SITE_DEFAULTS.ctaText,
      ctaMapButton: 'Explore Map',
      ctaVideosButton: 'Watch Adventures',
    });
    const changes = { ctaHeading: 'Where next?', ctaMapButton: 'Open the map' };
    const saved = await t.request({ method: 'PATCH', url: '/api/site', payload: changes, cookie });
    expect(saved.statusCode).toBe(200);
    expect(await get('/api/site')).toMatchObject({ ...changes, ctaVideosButton: 'Watch Adventures' });

    const bad = await t.request({ method: 'PATCH', url: '/api/site', payload: { ctaText: '' }, cookie });
    expect(expectErrorShape(bad, 400).fields).toHaveProperty('ctaText');
    expect((await get('/api/site')).ctaText).toBe(SITE_DEFAULTS.ctaText);
  });
});
