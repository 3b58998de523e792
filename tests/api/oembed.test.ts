import { DOMParser } from '@xmldom/xmldom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeImage } from '../../src/shared/place-head';
import { placePath } from '../../src/shared/place-url';
import { owner, type Owner } from '../helpers/archive';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 16: a blog platform given a link to a place's page (or the map) asks /oembed how to embed
// it (oembed.com): a rich iframe of the embed page. Other sites' links: 404; other formats: 501.

const SITE = 'https://fru.example';

describe.each(ENGINES)('oEmbed on $name', ({ name: engine }) => {
  let t: TestApp;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE });
    o = owner(t, await t.login());
  });
  afterEach(() => t.close());
  const oembed = (params: Record<string, string>) =>
    t.request({ method: 'GET', url: `/oembed?${new URLSearchParams(params)}` });

  it('answers a place page’s link with a rich iframe of its embed, in JSON and XML', async () => {
    const place = await o.create({
      name: 'Zion "National" <Park>',
      latitude: 37.3,
      longitude: -113,
      status: 'visited',
    });
    const url = `${SITE}${placePath(place)}`;
    const response = await oembed({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const title = 'Zion "National" <Park> | Fru World';
    const expected = {
      version: '1.0',
      type: 'rich',
      title,
      provider_name: 'Fru World',
      provider_url: `${SITE}/`,
      html: `<iframe src="${SITE}/embed/places/${place.id}-zion-national-park" width="600" height="450" style="border:0" loading="lazy" title="Zion &quot;National&quot; &lt;Park&gt; | Fru World"></iframe>`,
      width: 600,
      height: 450,
      thumbnail_url: `${SITE}${placeImage(place).url}`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    };
    expect(response.json()).toMatchObject(expected);

    // The same answer as XML, every value escaped.
    const xml = await oembed({ url, format: 'xml' });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('text/xml; charset=utf-8');
    const root = new DOMParser().parseFromString(xml.body, 'text/xml').documentElement!;
    expect(root.localName).toBe('oembed');
    const field = (name: string) => root.getElementsByTagName(name)[0]?.textContent;
    expect(field('title')).toBe(title);
    expect(field('html')).toBe(expected.html);
    expect(field('width')).toBe('600');

    // The embed's own address and a link without the slug name the same place.
    for (const other of [`${SITE}/embed/places/${place.id}`, `${SITE}/places/${place.id}`]) {
      expect((await oembed({ url: other })).json(), other).toMatchObject({ html: expected.html });
    }
  });

  it('sizes the iframe within maxwidth and maxheight', async () => {
    const place = await o.create({ name: 'Zion', latitude: 37.3, longitude: -113 });
    const url = `${SITE}${placePath(place)}`;
    const small = (await oembed({ url, maxwidth: '320', maxheight: '240' })).json();
    expect([small.width, small.height]).toEqual([320, 240]);
    expect(small.html).toContain('width="320" height="240"');
    const large = (await oembed({ url, maxwidth: '5000' })).json();
    expect([large.width, large.height]).toEqual([600, 450]);
    const bad = await oembed({ url, maxwidth: 'wide' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ maxwidth: 'Give a whole number of pixels' });
  });

  it('embeds the map with the pasted link’s filters, never the owner’s own', async () => {
    const response = await oembed({ url: `${SITE}/?country=Japan&status=visited&only=private&view=list` });
    expect(response.statusCode).toBe(200);
    const { html, title } = response.json();
    expect(title).toBe('Interactive Travel Map | Fru World');
    const src = new URL(/src="([^"]+)"/.exec(html as string)![1]!.replace(/&amp;/g, '&'));
    expect(src.origin + src.pathname).toBe(`${SITE}/embed`);
    expect(src.searchParams.getAll('country')).toEqual(['Japan']);
    expect(src.searchParams.getAll('status')).toEqual(['visited']);
    expect(src.searchParams.has('only')).toBe(false);
    expect(src.searchParams.has('view')).toBe(false);
  });

  it('answers 404 for other sites, unknown or private places and pages it cannot embed; 501 for other formats', async () => {
    const secret = await o.create({ name: 'Secret Cabin', latitude: 40, longitude: -105, isPrivate: true });
    const zion = await o.create({ name: 'Zion', latitude: 37.3, longitude: -113 });
    for (const url of [
      `https://evil.example${placePath(zion)}`,
      `http://fru.example${placePath(zion)}`,
      `${SITE}.evil.example${placePath(zion)}`,
      `${SITE}/places/999999-nowhere`,
      `${SITE}/places/abc`,
      `${SITE}${placePath(secret)}`,
      `${SITE}/about`,
      'not a url',
      'javascript:alert(1)',
    ]) {
      const response = await oembed({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toBeDefined();
      expect(response.body, url).not.toContain('Secret');
    }
    for (const format of ['yaml', 'html', 'JSON']) {
      const response = await oembed({ url: `${SITE}${placePath(zion)}`, format });
      expect(response.statusCode, format).toBe(501);
    }
    expect((await t.request({ method: 'GET', url: '/oembed' })).statusCode).toBe(400);
  });
});
