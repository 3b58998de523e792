import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { PAGES } from '../../src/shared/routes';
import { owner } from '../helpers/archive';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issues 41 and 42: a crawler without JavaScript reads every page's text, and a search engine
// indexes each language apart. /es/stats said its figures in English, /es/faqs, /ja/about and the
// other content pages in another language sent no body, no <h1> and no FAQPage, /es/ had no
// WebSite data and no oEmbed link, and /trips sent no body in any language.

const SITE = 'https://fru.example';
const KYOTO = {
  name: 'Kyoto',
  type: 'city',
  latitude: 35.0116,
  longitude: 135.7681,
  country: 'Japan',
  status: 'visited',
};

const root = (html: HTMLElement) => html.querySelector('#root')!;
const ld = (html: HTMLElement) =>
  html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
const links = (html: HTMLElement) =>
  root(html)
    .querySelectorAll('a')
    .map((a) => [a.text.trim(), a.getAttribute('href')]);

describe.each(ENGINES)('crawlers read every page in its language ($name)', ({ name }) => {
  let t: TestApp;
  let client: ReturnType<typeof clientWithPages>;
  let kyotoId: number;
  let tripPath: string;
  let hiddenTitle: string;

  beforeAll(async () => {
    client = clientWithPages();
    t = await createTestApp(name, { SITE_URL: SITE, SEED_DEMO: 'false' }, { clientDir: client.dir });
    const cookie = await t.login();
    const o = owner(t, cookie);
    kyotoId = (await o.create(KYOTO)).id;
    const trip = async (title: string, visibility: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/trips',
        cookie,
        payload: { title, state: 'done', visibility, days: [{ stops: [{ placeId: kyotoId }] }] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ path: string }>();
    };
    tripPath = (await trip('Temples of Kyoto', 'public')).path;
    hiddenTitle = 'Secret stroll';
    await trip(hiddenTitle, 'private');
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  const page = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return parse(response.body);
  };

  it('/es/stats says its heading, labels and figures in Spanish; /stats as before', async () => {
    const es = root(await page('/es/stats'));
    expect(es.querySelector('h1')?.text).toBe('Estadísticas de viaje');
    expect(es.querySelectorAll('dt').map((dt) => dt.text)).toEqual([
      'Visitado',
      'Planeado',
      'Países',
      'Progreso',
    ]);
    expect(es.text).toContain('lugares explorados');
    expect(es.text).not.toMatch(/places explored|Travel Statistics/);

    const en = root(await page('/stats'));
    expect(en.querySelector('h1')?.text).toBe('Travel Statistics');
    expect(en.querySelectorAll('dt').map((dt) => dt.text)).toEqual([
      'Visited',
      'Planned',
      'Countries',
      'Progress',
    ]);
  });

  it('/es/ has the home page’s data, its oEmbed link and a body in Spanish with links in Spanish', async () => {
    const html = await page('/es/');
    expect(ld(html).map((data) => data['@type'])).toContain('WebSite');
    expect(html.querySelector('link[type="application/json+oembed"]')).not.toBeNull();
    const body = root(html);
    expect(body.querySelector('h1')?.text).toBe('Mapa de viajes interactivo');
    expect(body.text).toContain('1 lugares en el mapa: 1 visitados en 1 países.');
    expect(body.text).toContain('Visitado · Ciudad · Japón');
    expect(links(html)).toContainEqual(['Kyoto', `/es/places/${kyotoId}-kyoto`]);
    expect(links(html)).toContainEqual(['Estadísticas de viaje', '/es/stats']);
  });

  it('/es/faqs and /ja/about send the owner’s words, an <h1>, and /es/faqs its FAQPage', async () => {
    const faqs = await page('/es/faqs');
    expect(root(faqs).querySelector('h1')?.text.trim()).toBeTruthy();
    expect(root(faqs).querySelectorAll('h3, h2').length).toBeGreaterThan(5);
    const data = ld(faqs).find((item) => item['@type'] === 'FAQPage');
    expect(data?.url).toBe(`${SITE}/es/faqs`);
    expect((data?.mainEntity as unknown[]).length).toBeGreaterThan(5);
    expect(links(faqs)).toContainEqual(['← Volver al mapa', '/es/']);

    const about = root(await page('/ja/about'));
    expect(about.querySelector('h1')?.text.trim()).toBeTruthy();
    expect(about.text.length).toBeGreaterThan(200);
  });

  it('every page’s body has its headings in order, none skipped (what axe checks as heading-order)', async () => {
    for (const path of PAGES.map((p) => p.path)) {
      for (const url of [path, `/es${path}`]) {
        const levels = root(await page(url))
          .querySelectorAll('h1, h2, h3, h4, h5, h6')
          .map((heading) => Number(heading.tagName.slice(1)));
        const skipped = levels.findIndex((level, i) => level > (i === 0 ? 1 : levels[i - 1]! + 1));
        expect(skipped, `${url}: h${levels.join(' h')}`).toBe(-1);
      }
    }
  });

  it('/trips and /de/trips list the public trips, never a private one', async () => {
    const en = await page('/trips');
    expect(root(en).querySelector('h1')?.text).toBe('Trips');
    expect(links(en)).toContainEqual(['Temples of Kyoto', tripPath]);
    expect(root(en).text).toContain('1 day · 1 stop · Japan');

    const de = await page('/de/trips');
    expect(root(de).querySelector('h1')?.text).toBe('Reisen');
    expect(links(de)).toContainEqual(['Temples of Kyoto', `/de${tripPath}`]);
    expect(root(de).text).toContain('1 Tag · 1 Stopp · Japan');
    for (const html of [en, de]) expect(html.toString()).not.toContain(hiddenTitle);
  });
});
