import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillFigures } from '../../src/shared/figures';
import { PAGE_DEFAULTS } from '../../src/shared/pages/page-defaults';
import { dumpDatabase } from '../helpers/db-dump';
import { expectErrorShape } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const ABOUT_ME = PAGE_DEFAULTS['about-me'];

describe.each(ENGINES)('pages API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const get = (slug: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/api/pages/${slug}`, headers });
  const put = (slug: string, payload: unknown, headers: Record<string, string>, withCookie = true) =>
    t.request({
      method: 'PUT',
      url: `/api/pages/${slug}`,
      payload: payload as object,
      headers,
      ...(withCookie ? { cookie } : {}),
    });
  const history = async (slug: string) => {
    const response = await t.request({ method: 'GET', url: `/api/pages/${slug}/history`, cookie });
    expect(response.statusCode).toBe(200);
    return response.json() as { version: number; actor: string; before: unknown; after: unknown }[];
  };
  const edited = { ...ABOUT_ME, body: 'I moved to **Lisbon**.\n\n## Now\n\nMore soon.' };

  it('serves a page never edited with the words the site has always shown', async () => {
    const response = await get('about-me');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const page = response.json();
    expect(page).toEqual({ slug: 'about-me', ...ABOUT_ME, version: 1, updatedAt: null });
    // The words a visitor has always read there.
    expect(page.greeting).toBe('Hi, I’m Fru!');
    expect(page.body).toContain(
      'Friends kept asking where each clip was from, so I started pinning places on a map.',
    );
    // A figure is a template (shared/figures.ts), filled where it is shown: the spec's words on the demo.
    const unesco = (page.stats as { value: string; label: string }[]).find((s) => s.label === 'UNESCO sites');
    expect(unesco?.value).toBe('{unesco|306}');
    expect(fillFigures(unesco!.value, undefined)).toBe('306');

    const list = await t.request({ method: 'GET', url: '/api/pages' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ slug: 'about-me', title: 'About Me', version: 1, updatedAt: null });
  });

  it('answers 404 in the error shape for a page that does not exist', async () => {
    expectErrorShape(await get('nope'), 404, 'not_found');
  });

  it('stores the owner’s save, bumps the version and keeps a revision of before and after', async () => {
    const saved = await put('about-me', edited, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ body: edited.body, version: 2 });

    const page = (await get('about-me')).json();
    expect(page).toMatchObject({ body: edited.body, version: 2, greeting: ABOUT_ME.greeting });
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await put('about-me', { ...edited, title: 'About me, Fru' }, { 'if-match': '"2"' });
    expect(again.json()).toMatchObject({ title: 'About me, Fru', version: 3 });

    const revisions = await history('about-me');
    expect(revisions.map((r) => r.version)).toEqual([3, 2]);
    expect(revisions[1]).toMatchObject({ actor: 'owner', before: ABOUT_ME, after: edited });
    expect(revisions[0]).toMatchObject({ before: edited, after: { title: 'About me, Fru' } });
    const list = (await t.request({ method: 'GET', url: '/api/pages' })).json();
    expect(list).toContainEqual(
      expect.objectContaining({ slug: 'about-me', title: 'About me, Fru', version: 3 }),
    );
  });

  it('refuses a save based on an older version with 409 and the current page, overwriting nothing', async () => {
    await put('about-me', edited, { 'if-match': '"1"' });
    const stale = await put('about-me', { ...ABOUT_ME, body: 'from the other tab' }, { 'if-match': '"1"' });
    const error = expectErrorShape(stale, 409, 'conflict') as unknown as {
      current: { body: string; version: number };
    };
    expect(error.current).toMatchObject({ body: edited.body, version: 2 });
    expect((await get('about-me')).json()).toMatchObject({ body: edited.body, version: 2 });
    expect(await history('about-me')).toHaveLength(1);
  });

  it('asks for If-Match (428) and refuses a malformed one (400), storing nothing', async () => {
    expectErrorShape(await put('about-me', edited, {}), 428, 'precondition_required');
    const bad = expectErrorShape(await put('about-me', edited, { 'if-match': 'yesterday' }), 400);
    expect(bad.fields).toHaveProperty('If-Match');
    expect((await get('about-me')).json()).toMatchObject({ body: ABOUT_ME.body, version: 1 });
    expect(await history('about-me')).toHaveLength(0);
  });

  it('refuses bad bodies naming the field, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...ABOUT_ME, title: '   ' }, 'title'],
      [{ ...ABOUT_ME, body: 'x'.repeat(20_001) }, 'body'],
      [{ ...ABOUT_ME, description: 42 }, 'description'],
      [{ ...ABOUT_ME, stats: [{ value: '1', label: '' }] }, 'stats.0.label'],
      [{ ...ABOUT_ME, admin: true }, 'admin'],
      [(({ greeting: _, ...rest }) => rest)(ABOUT_ME), 'greeting'],
    ];
    await put('faqs', PAGE_DEFAULTS.faqs, { 'if-match': '"1"' });
    const before = await dumpDatabase(t.database);
    for (const [payload, field] of cases) {
      const error = expectErrorShape(
        await put('about-me', payload, { 'if-match': '"1"' }),
        400,
        'invalid_input',
      );
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
      expect(error.fields?.[field], field).toMatch(/\w/);
    }
    expect((await get('about-me')).json()).toMatchObject({ ...ABOUT_ME, version: 1 });
    expect(await history('about-me')).toHaveLength(0);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('lets no visitor save a page or read its history', async () => {
    expectErrorShape(await put('about-me', edited, { 'if-match': '"1"' }, false), 401);
    expectErrorShape(await t.request({ method: 'GET', url: '/api/pages/about-me/history' }), 401);
    expect((await get('about-me')).json()).toMatchObject({ body: ABOUT_ME.body, version: 1 });
  });

  it('answers 304 to a reader who already has the current version', async () => {
    const response = await get('about-me', { 'if-none-match': '"1"' });
    expect(response.statusCode).toBe(304);
  });

  it('serves the FAQs with their categories and takes the owner’s questions, refusing an unknown category', async () => {
    const faqs = (await get('faqs')).json();
    expect(faqs).toMatchObject({ slug: 'faqs', title: 'Frequently Asked Questions', version: 1 });
    expect(faqs.categories.map((c: { label: string }) => c.label)).toEqual([
      'Getting Started',
      'Features',
      'Technical',
      'Content',
      'Trip Planning',
    ]);
    expect(faqs.entries.length).toBeGreaterThanOrEqual(15);
    expect(faqs.entries[0]).toEqual({
      question: 'What is Fru World?',
      answer: expect.stringContaining('Fru World is my travel map.'),
      category: 'getting-started',
    });

    const { slug: _slug, version: _version, updatedAt: _updatedAt, ...content } = faqs;
    const unknown = { ...content, entries: [{ question: 'Q?', answer: 'A.', category: 'ghosts' }] };
    const refused = expectErrorShape(await put('faqs', unknown, { 'if-match': '"1"' }), 400, 'invalid_input');
    expect(refused.fields?.['entries.0.category']).toMatch(/one of this page's categories/);
    expect((await get('faqs')).json()).toMatchObject({ version: 1, entries: faqs.entries });

    const mine = {
      ...content,
      categories: [...content.categories, { id: 'food', label: 'Food' }],
      entries: [{ question: 'Best ramen?', answer: 'Tokyo, at midnight.', category: 'food' }],
    };
    const saved = await put('faqs', mine, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    expect((await get('faqs')).json()).toMatchObject({ version: 2, entries: mine.entries });
  });

  it('serves Start Here’s cards and steps, and refuses a card link that is not a web or site address', async () => {
    const start = (await get('start-here')).json();
    expect(start.body).toContain('Every pin is a place I have stood in');
    expect(start.body).toContain('[Read more about Fru World](/about)');
    expect(start.features).toHaveLength(6);
    expect(start.features).toContainEqual(
      expect.objectContaining({ to: '/stats', linkLabel: 'See the numbers' }),
    );
    expect(start.steps.map((s: { title: string }) => s.title)[0]).toBe('Open the map');

    const { slug: _slug, version: _version, updatedAt: _updatedAt, ...content } = start;
    const bad = { ...content, features: [{ ...content.features[0], to: 'javascript:alert(1)' }] };
    const refused = expectErrorShape(
      await put('start-here', bad, { 'if-match': '"1"' }),
      400,
      'invalid_input',
    );
    expect(refused.fields?.['features.0.to']).toMatch(/Card link/);
    expect((await get('start-here')).json()).toMatchObject({ version: 1, features: start.features });
  });
  // The legal documents: their title, the line under it and each section as the page has shown it.
  const LEGAL: [slug: string, title: string, sections: string[], words: string[]][] = [
    [
      'privacy',
      'Privacy Policy',
      [
        'Information I Collect',
        'How I Use Your Information',
        'How I Share Information',
        'Data Security',
        'Your Rights',
        'Cookies',
        'Third-Party Services',
        "Children's Privacy",
        'Changes to This Policy',
        // Not the spec's: what the site's own analytics count (issue 39), after its text.
        'What I Count',
      ],
      [
        'Fru World is my personal travel project, not a data business.',
        '### Information you provide',
        '- **Your email address** when you subscribe to updates or join the Trip Packs waitlist.',
        'I never sell your personal information',
        'Send your request through the Contact page and I will answer within 30 days.',
      ],
    ],
    [
      'terms',
      'Terms of Service',
      [
        'Acceptance of Terms',
        'Permitted Uses',
        'Prohibited Uses',
        'Accuracy of Information',
        'User-Generated Content',
        'Intellectual Property',
        'Third-Party Links',
        'Limitation of Liability',
        'Travel Safety',
        'Availability',
        'Modifications to These Terms',
        'Termination',
        'Governing Law',
      ],
      [
        'These terms are the ground rules for using Fru World.',
        '- Copy, republish or redistribute my photos, videos, notes or place data.',
        'non-exclusive, worldwide, royalty-free',
      ],
    ],
    [
      'affiliate-disclosure',
      'Affiliate Disclosure',
      [
        'What Are Affiliate Links?',
        'The Kinds of Partners I Work With',
        'Editorial Independence',
        'How Affiliate Income Is Used',
        'How to Spot an Affiliate Link',
        'Amazon Associates',
        'How I Choose What to Recommend',
      ],
      [
        'Some links on Fru World are affiliate links.',
        '- **Booking platforms:** hotels, vacation rentals, flights and tours I use to plan my own trips.',
        'As an Amazon Associate I earn from qualifying purchases.',
      ],
    ],
  ];

  it.each(LEGAL)(
    'serves %s with the words the site shipped, one section per ##',
    async (slug, title, sections, words) => {
      const response = await get(slug);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ slug, title, version: 1, updatedAt: null });
      const headings = [...(page.body as string).matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings).toEqual(sections);
      const text = `${page.description}\n${page.body}`;
      for (const word of words) expect(text).toContain(word);
    },
  );

  it.each(LEGAL.map(([slug]) => slug))(
    'stores the owner’s %s and refuses a bad one naming the field',
    async (slug) => {
      const { slug: _slug, version: _version, updatedAt: _updatedAt, ...content } = (await get(slug)).json();
      const cases: [unknown, string][] = [
        [{ ...content, title: '' }, 'title'],
        [{ ...content, body: 'x'.repeat(20_001) }, 'body'],
        [{ ...content, description: 'x'.repeat(301) }, 'description'],
        [{ ...content, sections: [] }, 'sections'],
      ];
      const before = await dumpDatabase(t.database);
      for (const [payload, field] of cases) {
        const error = expectErrorShape(await put(slug, payload, { 'if-match': '"1"' }), 400, 'invalid_input');
        expect(error.fields?.[field], field).toMatch(/\w/);
      }
      expect(await dumpDatabase(t.database)).toBe(before);

      const mine = { ...content, body: '## Cookies\n\nNone at all. <b>Really</b>.' };
      const saved = await put(slug, mine, { 'if-match': '"1"' });
      expect(saved.statusCode).toBe(200);
      expect((await get(slug)).json()).toMatchObject({ ...mine, version: 2 });
    },
  );
});
