import { fillFigures } from '../../src/shared/figures';
import { LOCALES, localisedPath } from '../../src/shared/locales';
import { PAGES as ROUTES, pageTitle, SITE_IMAGE } from '../../src/shared/routes';
import { expect, test } from './fixtures';
import { decode } from './html-text';

// The demo site: its copy says the spec's figures (shared/figures.ts).
const PAGES = ROUTES.map((page) => ({ ...page, description: fillFigures(page.description, undefined) }));

// Raw HTML as a crawler or a link preview reads it: no script runs.

/** The content of the first <meta> with that name or property, decoded; undefined when absent. */
function meta(html: string, key: 'name' | 'property', value: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${key}="${value.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  return tag?.[1] === undefined ? undefined : decode(tag[1]);
}

const titleOf = (html: string) => decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '');
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

test('every route arrives with its own title and description', async ({ request }) => {
  // The spec's 13 routes and /trips.
  expect(PAGES).toHaveLength(14);
  const titles = new Set<string>();
  for (const page of PAGES) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(titleOf(html), page.path).toBe(`${page.title} | Fru World`);
    expect(meta(html, 'name', 'description'), page.path).toBe(page.description);
    expect(page.description.length, page.path).toBeGreaterThan(50);
    titles.add(titleOf(html));
  }
  expect(titles.size, 'titles are unique').toBe(PAGES.length);
  expect(titleOf(await (await request.get('/stats')).text())).toBe('Travel Statistics | Fru World');
});

test('every route carries a canonical URL and sharing tags', async ({ request, server }) => {
  for (const page of PAGES) {
    const path = page.path;
    const html = await (await request.get(path)).text();
    const url = `${server.url}${path}`;
    const image = `${server.url}${(page.image ?? SITE_IMAGE).url}`;
    expect(canonicalOf(html), path).toBe(url);
    expect(meta(html, 'property', 'og:title'), path).toBe(pageTitle(page.title));
    expect(meta(html, 'property', 'og:description'), path).toBe(page.description);
    expect(meta(html, 'property', 'og:url'), path).toBe(url);
    expect(meta(html, 'property', 'og:image'), path).toBe(image);
    expect(meta(html, 'property', 'og:type'), path).toBe('website');
    expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title'), path).toBe(pageTitle(page.title));
    expect(meta(html, 'name', 'twitter:image'), path).toBe(image);
    expect(html, path).toMatch(
      /<link\s+rel="alternate"\s+type="application\/atom\+xml"[^>]*href="\/feed\.xml"/,
    );
  }
  // The owner's screens stay out of search results and are not offered for sharing.
  const inbox = await (await request.get('/inbox')).text();
  expect(canonicalOf(inbox)).toBeUndefined();
  expect(meta(inbox, 'name', 'robots')).toBe('noindex');
});

test('the sharing image is a 1200x630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(150 * 1024);

  const manifest = await request.get('/site.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(JSON.parse(await manifest.text())).toMatchObject({ name: 'Fru World', start_url: '/' });
});

test('sitemap.xml lists the 14 routes in every language and every place, and robots.txt points to it', async ({
  request,
  server,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const routes = PAGES.flatMap((page) =>
    LOCALES.map((locale) => `${server.url}${localisedPath(locale, page.path)}`),
  );
  expect(locs.slice(0, routes.length)).toEqual(routes);
  // The demo places, each at its own page in every language, and the public trips and packs on sale
  // other tests on this server made, in every language too.
  const pages = locs.slice(routes.length);
  expect(pages.filter((loc) => loc?.startsWith(`${server.url}/places/`)).length).toBeGreaterThan(100);
  expect(pages.filter((loc) => loc?.startsWith(`${server.url}/ja/places/`)).length).toBeGreaterThan(100);
  for (const loc of pages)
    expect(loc).toMatch(new RegExp(`^${server.url}(/(es|fr|de|ja))?/(places|trips|trip-packs)/\\d+-[^/]+$`));

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  expect(text).toMatch(/User-agent: \*/);
  expect(text).toContain('Disallow: /inbox');
  expect(text).toContain('Disallow: /trash');
});

test('an unknown route answers 404, stays out of search results and shows the error page', async ({
  request,
  page,
}) => {
  const raw = await request.get('/no-such-destination');
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(meta(html, 'name', 'robots')).toBe('noindex');
  expect(canonicalOf(html)).toBeUndefined();

  const response = await page.goto('/no-such-destination');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});
