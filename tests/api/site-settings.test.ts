import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '../../src/shared/site-config';
import { expectErrorShape } from '../helpers/forms';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('site settings API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const site = async () => (await t.request({ method: 'GET', url: '/api/site' })).json();
  const patch = (payload: unknown, headers: Record<string, string> = {}, withCookie = true) =>
    t.request({
      method: 'PATCH',
      url: '/api/site',
      payload: payload as object,
      headers,
      ...(withCookie ? { cookie } : {}),
    });

  it('serves the spec defaults until the owner changes them', async () => {
    expect(await site()).toMatchObject({
      brand: 'Fru World',
      channelSubscribers: '1.2K',
      channelVideos: '45',
      channelViews: '50K',
      channelUrl: SITE_DEFAULTS.channelUrl,
      tagline: SITE_DEFAULTS.tagline,
      contactEmail: SITE_DEFAULTS.contactEmail,
    });
  });

  it('lets the owner change the channel numbers, links, tagline and addresses, one patch over another', async () => {
    const first = await patch({
      channelSubscribers: '2.4K',
      tagline: '  Chasing waterfalls on five continents  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      channelSubscribers: '2.4K',
      tagline: 'Chasing waterfalls on five continents',
      channelVideos: '45',
    });
    const second = await patch({
      channelVideos: '61',
      channelViews: '120K',
      channelUrl: 'https://www.youtube.com/@fruworld/videos',
      contactEmail: 'mail@fruworld.com',
      advertisingEmail: 'ads2@fruworld.com',
      sponsorEmail: 'partners@fruworld.com',
    });
    expect(second.statusCode).toBe(200);
    expect(await site()).toMatchObject({
      channelSubscribers: '2.4K',
      channelVideos: '61',
      channelViews: '120K',
      channelUrl: 'https://www.youtube.com/@fruworld/videos',
      tagline: 'Chasing waterfalls on five continents',
      contactEmail: 'mail@fruworld.com',
      advertisingEmail: 'ads2@fruworld.com',
      sponsorEmail: 'partners@fruworld.com',
      brand: 'Fru World',
    });
    expect((await patch({})).statusCode).toBe(200);
    expect((await site()).channelVideos).toBe('61');
  });

  it('refuses bad settings naming the field and changes nothing', async () => {
    const before = await site();
    const cases: [Record<string, unknown>, string][] = [
      [{ channelUrl: 'javascript:alert(1)' }, 'channelUrl'],
      [{ channelUrl: '/relative' }, 'channelUrl'],
      [{ contactEmail: 'nobody' }, 'contactEmail'],
      [{ tagline: '   ' }, 'tagline'],
      [{ tagline: 't'.repeat(121) }, 'tagline'],
      [{ channelSubscribers: 1200 }, 'channelSubscribers'],
      [{ channelViews: '1234567890123' }, 'channelViews'],
      [{ brand: 'Other World' }, 'brand'],
      [{ tileUrl: 'https://evil.example/{z}/{x}/{y}.png' }, 'tileUrl'],
    ];
    for (const [body, field] of cases) {
      const error = expectErrorShape(await patch(body), 400, 'invalid_input');
      expect(error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expectErrorShape(
      await t.request({
        method: 'PATCH',
        url: '/api/site',
        cookie,
        payload: '{"tagline":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'malformed_json',
    );
    expect(await site()).toEqual(before);
  });

  it('refuses visitors and other sites', async () => {
    const before = await site();
    expectErrorShape(await patch({ channelSubscribers: '9M' }, {}, false), 401, 'unauthorized');
    expectErrorShape(
      await patch({ channelSubscribers: '9M' }, { origin: 'https://evil.example' }),
      403,
      'forbidden',
    );
    expect(await site()).toEqual(before);
  });

  it('shows a figure the owner pinned on the next page any instance serves', async () => {
    // Pages read the settings once per version of the data, not once a page (html.ts).
    const client = clientWithPages();
    try {
      const pages = await t.anotherInstance({}, { clientDir: client.dir });
      const description = async () =>
        /<meta name="description" content="([^"]*)"/.exec(
          (await pages.inject({ method: 'GET', url: '/about-me' })).body,
        )?.[1];
      expect(await description()).toContain('behind Fru World: 0 destinations');
      expect((await patch({ figurePlaces: '2,345' })).statusCode).toBe(200);
      await expect.poll(description, { timeout: 3000 }).toContain('behind Fru World: 2,345 destinations');
    } finally {
      client.remove();
    }
  });

  it("shows the owner's change on every reader of another instance, at its next request", async () => {
    // The settings are read once per data version (context.siteSettings): the version's bump is what
    // tells another instance, and the site's config, the channel card and a content page all follow it.
    const other = await t.anotherInstance();
    const read = async (url: string) => (await other.inject({ method: 'GET', url })).body;
    expect(JSON.parse(await read('/api/site')).tagline).toBe(SITE_DEFAULTS.tagline);
    expect(JSON.parse(await read('/api/channel')).subscribers).toBe('1.2K');
    const changed = await patch({ tagline: 'Rivers and ridges', channelSubscribers: '9.9K' });
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(async () => JSON.parse(await read('/api/site')).tagline, { timeout: 3000 })
      .toBe('Rivers and ridges');
    expect(JSON.parse(await read('/api/channel')).subscribers).toBe('9.9K');
    // This instance reads its own write at once.
    expect((await site()).tagline).toBe('Rivers and ridges');
  });
});
