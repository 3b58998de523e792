import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { MEDIA_KIT_FIGURES, type MediaKit } from '../../src/shared/media-kit';
import { beacon, flushed } from '../helpers/analytics';
import { dumpDatabase } from '../helpers/db-dump';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 39: the media kit. Off by default (404 for visitors); on, it shows the figures the owner
// chose, each with its period and date, public places only; its PDF is one page of the same.

const PUBLIC_PLACE = 'Moraine Lake';
const PRIVATE_PLACE = 'Secret Hot Spring';
const ALL = { enabled: true, indexed: false, figures: [...MEDIA_KIT_FIGURES] };

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { pages: totalPages, text };
}

describe.each(ENGINES)('the media kit on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let owner: string;
  const save = (settings: object) =>
    t.request({ method: 'PUT', url: '/api/media-kit/settings', cookie: owner, payload: settings });
  const visitorGet = (url: string) => t.request({ method: 'GET', url });

  beforeAll(async () => {
    client = clientWithPages();
    t = await createTestApp(engine, {}, { clientDir: client.dir });
    owner = await t.login();
    const place = async (name: string, isPrivate: boolean) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/locations',
          cookie: owner,
          payload: { name, latitude: 51.32, longitude: -116.18, isPrivate },
        })
      ).json().id as number;
    const open = await place(PUBLIC_PLACE, false);
    const hidden = await place(PRIVATE_PLACE, true);
    // Three visitors: pages, the two places opened (the private one most), one embedding site.
    for (const [i, address] of ['8.8.8.8', '1.1.1.1', '9.9.9.9'].entries()) {
      await beacon(t.app, { type: 'pageview', path: '/' }, { address });
      await beacon(t.app, { type: 'place_opened', path: '/', target: String(hidden) }, { address });
      if (i < 2) await beacon(t.app, { type: 'place_opened', path: '/', target: String(open) }, { address });
    }
    await beacon(t.app, { type: 'embed_shown', path: '/embed', target: 'travel-blog.example' });
    await flushed(t.app);
    await t.request({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { email: 'ann@example.com', website: '' },
    });
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  it('is off by default: visitors get 404 for the page, its figures and its PDF; the owner sees a preview', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/media-kit/settings', cookie: owner })).json(),
    ).toEqual({
      ...ALL,
      enabled: false,
    });
    const page = await visitorGet('/media-kit');
    expect(page.statusCode).toBe(404);
    const api = await visitorGet('/api/media-kit');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    expect((await visitorGet('/media-kit.pdf')).statusCode).toBe(404);
    expect((await visitorGet('/api/site')).json().mediaKit).toBe(false);

    expect((await t.request({ method: 'GET', url: '/api/media-kit', cookie: owner })).statusCode).toBe(200);
    const preview = await t.request({ method: 'GET', url: '/media-kit', cookie: owner });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<meta name="robots" content="noindex"');
  });

  it('turned on, shows every chosen figure with its period and date, and no private place', async () => {
    expect((await save(ALL)).statusCode).toBe(200);
    expect((await visitorGet('/api/site')).json().mediaKit).toBe(true);
    const page = await visitorGet('/media-kit');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"');

    const response = await visitorGet('/api/media-kit');
    expect(response.statusCode).toBe(200);
    const kit = response.json() as MediaKit;
    const today = new Date().toISOString().slice(0, 10);
    expect(kit.asOf.slice(0, 10)).toBe(today);
    expect(kit.audience).toMatchObject({ visitors: 3, previousVisitors: 0, period: { to: today } });
    expect(kit.audience!.views).toBeGreaterThanOrEqual(3);
    expect(kit.destinations!.rows).toEqual([{ label: PUBLIC_PLACE, visitors: 2, views: 2 }]);
    expect(kit.embeds!.rows).toEqual([{ label: 'travel-blog.example', visitors: 1, views: 1 }]);
    expect(kit.channel).toMatchObject({ subscribers: '1.2K', videos: '45', views: '50K', live: false });
    expect(kit.waitlist).toEqual({ size: 1 });
    expect(response.body).not.toContain(PRIVATE_PLACE);
  });

  it('shows visitors only the figures the owner picked, and is indexed only when they choose', async () => {
    expect((await save({ enabled: true, indexed: true, figures: ['waitlist'] })).statusCode).toBe(200);
    const kit = (await visitorGet('/api/media-kit')).json() as MediaKit;
    expect(Object.keys(kit).sort()).toEqual(['asOf', 'indexed', 'waitlist']);
    const page = await visitorGet('/media-kit');
    expect(page.body).not.toContain('noindex');
    expect(page.body).toContain('<link rel="canonical"');
    const pdf = await visitorGet('/media-kit.pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Trip Packs waitlist');
    expect(text).not.toContain('Monthly audience');
  });

  it('refuses bad settings with a clear message, changing nothing', async () => {
    const before = await dumpDatabase(t.database);
    for (const bad of [
      { ...ALL, figures: ['audience', 'salaries'] },
      { ...ALL, figures: ['audience', 'audience'] },
      { ...ALL, enabled: 'yes' },
      { enabled: true },
    ]) {
      const response = await save(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
      expect(response.json().error.message).toBeTruthy();
    }
    expect(await dumpDatabase(t.database)).toBe(before);
    expect(
      (await t.request({ method: 'PUT', url: '/api/media-kit/settings', payload: ALL })).statusCode,
    ).toBe(401);
  });

  it('the PDF is one page holding every figure, and no private place', async () => {
    await save(ALL);
    const response = await visitorGet('/media-kit.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Fru World media kit',
      'Monthly audience',
      'Visitors',
      '3 (new vs previous 30 days)',
      PUBLIC_PLACE,
      'travel-blog.example',
      'YouTube channel',
      '1.2K',
      '50K',
      'Trip Packs waitlist',
      'ads@fruworld.com',
      'As of',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(PRIVATE_PLACE);
  });

  it('turned off again, is gone for visitors at once', async () => {
    await save({ ...ALL, enabled: false });
    expect((await visitorGet('/api/media-kit')).statusCode).toBe(404);
    expect((await visitorGet('/media-kit.pdf')).statusCode).toBe(404);
    expect((await visitorGet('/media-kit')).statusCode).toBe(404);
  });
});
