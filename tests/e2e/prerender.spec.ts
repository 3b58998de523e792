import { fillFiguresDeep } from '../../src/shared/figures';
import { PAGE_DEFAULTS as SHIPPED } from '../../src/shared/pages/page-defaults';
import { PAGE_SLUGS } from '../../src/shared/pages/page-schema';
import { placePath } from '../../src/shared/place-url';
import { expect, test } from './fixtures';
import { createPlace } from './home-helpers';
import { bodyText, jsonLd } from './html-text';

// The pages as a crawler reads them: the HTML alone, no script run.

/** The demo site's words: the spec's figures (shared/figures.ts). */
const PAGE_DEFAULTS = fillFiguresDeep(SHIPPED, undefined);

const plain = (markdown: string) =>
  markdown
    .split('\n')[0]!
    .replace(/[*_`#]/g, '')
    .trim();

test('each content page arrives with its heading and its words in the body', async ({ request }) => {
  for (const slug of PAGE_SLUGS) {
    const page = PAGE_DEFAULTS[slug];
    const { h1, text } = bodyText(await (await request.get(`/${slug}`)).text());
    expect(h1, slug).toBe(page.title);
    if (page.description) expect(text, slug).toContain(page.description);
    if (page.body) expect(text, slug).toContain(plain(page.body).slice(0, 60));
  }
  // Every answer of the FAQs is there to read.
  const faqs = bodyText(await (await request.get('/faqs')).text()).text;
  for (const entry of PAGE_DEFAULTS.faqs.entries) {
    expect(faqs).toContain(entry.question);
    expect(faqs).toContain(entry.answer);
  }
});

test('/stats and / arrive with their heading, figures and first places', async ({ request, ownerApi }) => {
  const stats = (await (await request.get('/api/stats')).json()) as Record<string, number>;
  const statsPage = bodyText(await (await request.get('/stats')).text());
  expect(statsPage.h1).toBe('Travel Statistics');
  expect(statsPage.text).toContain(`Visited ${stats.totalVisited!.toLocaleString('en-US')} places explored`);
  expect(statsPage.text).toContain(`Countries ${stats.countriesVisited} countries visited`);

  const place = await createPlace(ownerApi, { name: `Crawlable Café ${Date.now()}`, type: 'restaurant' });
  const home = await (await request.get('/')).text();
  const { h1, text } = bodyText(home);
  expect(h1).toBe('Interactive Travel Map');
  // The first cards of the list link to their places' pages.
  expect(home.match(/<a href="\/places\/[^"]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
  expect(text).toContain('places');
  expect(place.id).toBeGreaterThan(0);
});

test('JSON-LD: FAQPage on /faqs, WebSite with a search on /, Person on /about-me', async ({
  request,
  server,
}) => {
  const faqs = jsonLd(await (await request.get('/faqs')).text()).find((d) => d['@type'] === 'FAQPage');
  const entries = PAGE_DEFAULTS.faqs.entries;
  expect(faqs?.mainEntity).toHaveLength(entries.length);
  expect((faqs?.mainEntity as unknown[])[0]).toEqual({
    '@type': 'Question',
    name: entries[0]!.question,
    acceptedAnswer: { '@type': 'Answer', text: entries[0]!.answer },
  });

  const homeHtml = await (await request.get('/')).text();
  const site = jsonLd(homeHtml).find((d) => d['@type'] === 'WebSite');
  expect(site).toMatchObject({
    name: 'Fru World',
    url: `${server.url}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${server.url}/?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
  // Blog platforms find the map's embed by themselves.
  expect(homeHtml).toContain(
    `<link rel="alternate" type="application/json+oembed" href="${server.url}/oembed?url=${encodeURIComponent(`${server.url}/`)}&amp;format=json"`,
  );

  const person = jsonLd(await (await request.get('/about-me')).text()).find((d) => d['@type'] === 'Person');
  expect(person).toMatchObject({ name: 'Fru', url: `${server.url}/about-me` });
});

test("a place's JSON-LD has its own schema.org type, and /favicon.ico answers", async ({
  request,
  ownerApi,
}) => {
  const expected = { restaurant: 'Restaurant', museum: 'Museum', beach: 'Beach', city: 'City' } as const;
  for (const [type, schemaType] of Object.entries(expected)) {
    const place = await createPlace(ownerApi, { name: `Typed ${type} ${Date.now()}`, type });
    const data = jsonLd(await (await request.get(placePath(place))).text());
    expect(data[0]?.['@type'], type).toBe(schemaType);
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\//);
});

test('a prerendered page hydrates without moving what is on screen', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/about', '/faqs', '/stats']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts, path).toBeLessThan(0.1);
  }
});
