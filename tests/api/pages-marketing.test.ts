import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS } from '../../src/shared/pages/page-defaults';
import type { PageSlug } from '../../src/shared/pages/page-schema';
import { dumpDatabase } from '../helpers/db-dump';
import { expectErrorShape } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 36, point 6: About, Advertise, Sponsor and Trip Packs, the creator's words with their
// structured fields (packages, offers, packs and their prices).

const { about, advertise, sponsor } = PAGE_DEFAULTS;
const tripPacks = PAGE_DEFAULTS['trip-packs'];

/** Each page: a save refused (the field and the words of its message), then a save kept. */
const CASES: {
  slug: PageSlug;
  bad: object;
  field: string;
  message: RegExp;
  good: object;
}[] = [
  {
    slug: 'about',
    bad: { ...about, figures: [...about.figures, { value: '', label: 'Trails' }] },
    field: 'figures.4.value',
    message: /Figure is required/,
    good: {
      ...about,
      figures: [{ value: '30+', label: 'Countries' }],
      closing: '## Say hi\n\nAt **{email}**.',
    },
  },
  {
    slug: 'advertise',
    bad: { ...advertise, offers: [{ ...advertise.offers[0]!, price: '199 dollars' }] },
    field: 'offers.0.price',
    message: /Price is an amount in dollars, such as \$299/,
    good: { ...advertise, offers: [{ ...advertise.offers[0]!, price: '$249', features: ['Banners'] }] },
  },
  {
    slug: 'sponsor',
    bad: {
      ...sponsor,
      packages: sponsor.packages.map((pkg) => ({ ...pkg, features: Array(13).fill('More') })),
    },
    field: 'packages.0.features',
    message: /Features has at most 12 items/,
    good: {
      ...sponsor,
      packages: [{ ...sponsor.packages[2]!, price: '$1,250', highlighted: true }, sponsor.packages[0]!],
    },
  },
  {
    slug: 'trip-packs',
    bad: { ...tripPacks, packs: [{ ...tripPacks.packs[0]!, highlights: ['Duluth', '   '] }] },
    field: 'packs.0.highlights.1',
    message: /Highlight is required/,
    good: { ...tripPacks, headline: 'Four packs are ready.', packs: tripPacks.packs.slice(0, 4) },
  },
];

describe.each(ENGINES)('About, Advertise, Sponsor and Trip Packs on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const get = async (slug: string) => {
    const response = await t.request({ method: 'GET', url: `/api/pages/${slug}` });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const put = (slug: string, payload: object, version = 1) =>
    t.request({
      method: 'PUT',
      url: `/api/pages/${slug}`,
      payload,
      headers: { 'if-match': `"${version}"` },
      cookie,
    });

  it('serves each page never edited with the words the site has always shown', async () => {
    expect(await get('about')).toMatchObject({ title: 'About Fru World', version: 1, updatedAt: null });
    const sponsorPage = await get('sponsor');
    expect(sponsorPage.packages).toEqual([
      expect.objectContaining({ name: 'Bronze', price: '$99', highlighted: false }),
      expect.objectContaining({ name: 'Silver', price: '$299', highlighted: true }),
      expect.objectContaining({ name: 'Gold', price: '$599', highlighted: false }),
    ]);
    expect((await get('advertise')).offers).toEqual([
      expect.objectContaining({ title: 'Display Advertising', price: '$199' }),
      expect.objectContaining({ title: 'Sponsored Content', price: '$399' }),
    ]);
    const packs = (await get('trip-packs')).packs as { title: string; price: string; type: string }[];
    expect(packs.map((p) => [p.title, p.price])).toContainEqual(['North Shore Explorer', '$49']);
    expect(packs.find((p) => p.title === 'UNESCO World Heritage Tour')?.type).toBe('');
    const list = (await t.request({ method: 'GET', url: '/api/pages' })).json() as { slug: string }[];
    expect(list.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['about', 'advertise', 'sponsor', 'trip-packs']),
    );
  });

  it.each(CASES)(
    '$slug: refuses a bad value naming the field, storing nothing; keeps a good one',
    async (c) => {
      const before = await dumpDatabase(t.database);
      const refused = expectErrorShape(await put(c.slug, c.bad), 400, 'invalid_input');
      expect(refused.fields?.[c.field], JSON.stringify(refused.fields)).toMatch(c.message);
      expect(await dumpDatabase(t.database)).toBe(before);
      expect(await get(c.slug)).toMatchObject({ version: 1, updatedAt: null });

      const saved = await put(c.slug, c.good);
      expect(saved.statusCode).toBe(200);
      expect(await get(c.slug)).toEqual({
        slug: c.slug,
        ...c.good,
        version: 2,
        updatedAt: expect.any(String),
      });
    },
  );

  it('refuses two packages marked Most Popular, naming the second', async () => {
    const both = { ...sponsor, packages: sponsor.packages.map((pkg) => ({ ...pkg, highlighted: true })) };
    const refused = expectErrorShape(await put('sponsor', both), 400, 'invalid_input');
    expect(refused.fields?.['packages.1.highlighted']).toBe('Only one package can be marked Most Popular');
    expect(refused.fields).not.toHaveProperty('packages.0.highlighted');
    expect(await get('sponsor')).toMatchObject({ version: 1 });
  });
});
