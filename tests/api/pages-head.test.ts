import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { PAGE_DEFAULTS } from '../../src/shared/pages/page-defaults';
import { findPage } from '../../src/shared/routes';
import { expectErrorShape } from '../helpers/forms';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 36, "every word a visitor reads is one the creator can change": /sponsor's other ways to
// support are the page's own fields, and a content page's head (its title and description in
// search results and sharing cards) says what the creator wrote once they changed it.

const SITE = 'https://fru.example';
const SPONSOR = PAGE_DEFAULTS.sponsor;
const ROUTE = findPage('/sponsor')!;
const HOSTILE = '</title><script>alert(1)</script> "Fru" & <b>co</b>';

/** What a crawler reads in the head, by an HTML parser: every tag once. */
function headOf(html: string) {
  const root = parse(html);
  const one = (selector: string) => {
    const found = root.querySelectorAll(selector);
    expect(found, selector).toHaveLength(1);
    return found[0]!;
  };
  const meta = (key: string) => one(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content');
  return {
    title: one('title').text,
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    twitterDescription: meta('twitter:description'),
  };
}

describe.each(ENGINES)('content pages’ words and heads on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let cookie: string;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE }, { clientDir: client.dir });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const html = async (url: string, app = t.app) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: SITE } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const put = async (slug: string, payload: object) => {
    const current = (await t.request({ method: 'GET', url: `/api/pages/${slug}` })).json<{
      version: number;
    }>();
    const response = await t.request({
      method: 'PUT',
      url: `/api/pages/${slug}`,
      payload,
      headers: { 'if-match': `"${current.version}"` },
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('serves the spec’s support section and head until the owner changes them', async () => {
    const page = (await t.request({ method: 'GET', url: '/api/pages/sponsor' })).json<typeof SPONSOR>();
    expect(page.supportHeading).toBe('Other Ways to Support');
    expect(page.support.map((card) => [card.title, card.link, card.linkLabel])).toEqual([
      ['Subscribe to my channel', 'channel', 'Subscribe on YouTube'],
      ['Share the map', 'map', 'Open the map'],
      ['Shop through my links', 'affiliate', 'Read how affiliate links work'],
      ['Say hello', 'contact', 'Contact me'],
    ]);
    const head = headOf(await html('/sponsor'));
    expect(head.title).toBe('Sponsorship Packages | Fru World');
    expect(head.description).toBe(ROUTE.description);
    // Only the body changed: the head keeps the spec's words.
    await put('sponsor', { ...SPONSOR, body: 'New **why**.' });
    expect(headOf(await html('/sponsor'))).toMatchObject({
      title: 'Sponsorship Packages | Fru World',
      description: ROUTE.description,
    });
  });

  it('keeps a changed support section and description, and writes them into the head as text', async () => {
    const support = [
      {
        emoji: '☕',
        title: 'Buy me a coffee <b>now</b>',
        text: 'It keeps me on the road.',
        link: 'contact',
        linkLabel: 'Write to me',
      },
      { ...SPONSOR.support[1]!, text: 'Tell a friend & a <i>neighbour</i>.' },
    ];
    const edited = {
      ...SPONSOR,
      title: HOSTILE,
      description: `Partner with me ${HOSTILE}`,
      supportHeading: 'Help the map grow',
      supportIntro: 'Three small things.',
      support,
    };
    await put('sponsor', edited);
    const stored = (await t.request({ method: 'GET', url: '/api/pages/sponsor' })).json<typeof SPONSOR>();
    expect(stored).toMatchObject({
      supportHeading: 'Help the map grow',
      support,
      description: edited.description,
    });

    const body = await html('/sponsor');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<b>co</b>');
    const head = headOf(body);
    expect(head.title).toBe(`${HOSTILE} | Fru World`);
    expect(head.ogTitle).toBe(`${HOSTILE} | Fru World`);
    expect(head.description).toBe(edited.description);
    expect(head.ogDescription).toBe(edited.description);
    expect(head.twitterDescription).toBe(edited.description);
    // The same head at the path with a trailing slash.
    expect(headOf(await html('/sponsor/')).description).toBe(edited.description);
    // Other pages keep theirs.
    expect(headOf(await html('/about')).title).toBe('About | Fru World');
  });

  it('refuses a support card that links anywhere but the site’s own places, naming the field', async () => {
    const current = (await t.request({ method: 'GET', url: '/api/pages/sponsor' })).json<{
      version: number;
    }>();
    const support = [{ ...SPONSOR.support[0]!, link: 'https://elsewhere.example' }];
    const response = await t.request({
      method: 'PUT',
      url: '/api/pages/sponsor',
      payload: { ...SPONSOR, support },
      headers: { 'if-match': `"${current.version}"` },
      cookie,
    });
    const refused = expectErrorShape(response, 400, 'invalid_input');
    expect(refused.fields?.['support.0.link']).toBe(
      'Link is the channel, the map, the affiliate disclosure or contact',
    );
  });

  it('an emptied description keeps the spec’s, so a page is never shared without one', async () => {
    await put('terms', { ...PAGE_DEFAULTS.terms, description: '' });
    expect(headOf(await html('/terms')).description).toBe(findPage('/terms')!.description);
  });

  it('a save through one instance shows in the head another instance serves next', async () => {
    const other = await t.anotherInstance({ SITE_URL: SITE }, { clientDir: client.dir });
    expect(headOf(await html('/about-me', other)).title).toBe('About Me | Fru World');
    await put('about-me', { ...PAGE_DEFAULTS['about-me'], title: 'Who is Fru?' });
    expect(headOf(await html('/about-me', other)).title).toBe('Who is Fru? | Fru World');
    await put('about-me', { ...PAGE_DEFAULTS['about-me'], title: 'Fru, again' });
    expect(headOf(await html('/about-me', other)).title).toBe('Fru, again | Fru World');
    expect(headOf(await html('/about-me')).title).toBe('Fru, again | Fru World');
    // A restored archive can bring back the same version number with other words and another date.
    const { version } = (await t.request({ method: 'GET', url: '/api/pages/about-me' })).json<{
      version: number;
    }>();
    await t.database.db
      .updateTable('pages')
      .set({
        content: JSON.stringify({ ...PAGE_DEFAULTS['about-me'], title: 'Restored Fru' }),
        updatedAt: '2020-01-01T00:00:00.000Z',
      })
      .where('slug', '=', 'about-me')
      .execute();
    expect((await t.request({ method: 'GET', url: '/api/pages/about-me' })).json()).toMatchObject({
      version,
    });
    expect(headOf(await html('/about-me', other)).title).toBe('Restored Fru | Fru World');
  });

  it('reads a sponsor page stored before the support fields existed, with the spec’s support words', async () => {
    const { supportHeading: _h, supportIntro: _i, support: _s, ...older } = SPONSOR;
    const saved = { ...older, description: 'Stored before.' };
    await t.database.db
      .insertInto('pages')
      .values({
        slug: 'sponsor',
        content: JSON.stringify(saved),
        version: 4,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const page = (await t.request({ method: 'GET', url: '/api/pages/sponsor' })).json<typeof SPONSOR>();
    expect(page).toMatchObject({
      description: 'Stored before.',
      version: 4,
      supportHeading: 'Other Ways to Support',
    });
    expect(page.support).toEqual(SPONSOR.support);
    expect(headOf(await html('/sponsor')).description).toBe('Stored before.');
  });
});
