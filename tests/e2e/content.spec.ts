import { PAGES, pageTitle } from '../../src/shared/routes';
import { expect, test } from './fixtures';
import { siteConfig } from './content-helpers';

const CONTENT_PAGES = [
  '/about',
  '/sponsor',
  '/advertise',
  '/start-here',
  '/about-me',
  '/faqs',
  '/privacy',
  '/terms',
  '/affiliate-disclosure',
];

/** "November 1, 2026" for "2026-11-01", as a reader in any time zone sees it. */
const longDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

test('every route sets its title once its screen has loaded', async ({ page }) => {
  for (const route of PAGES) {
    await page.goto(route.path);
    await expect(page, route.path).toHaveTitle(pageTitle(route.title));
    if (CONTENT_PAGES.includes(route.path))
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveCount(1);
  }
});

test('moving between pages in the app updates the title and description', async ({ page }) => {
  await page.goto('/start-here');
  await expect(page).toHaveTitle('Start Here | Fru World');
  await page.getByRole('link', { name: 'Read more about Fru World' }).click();
  await expect(page).toHaveURL(/\/about$/);
  const about = PAGES.find((p) => p.path === '/about')!;
  await expect(page).toHaveTitle(pageTitle(about.title));
  await expect(page.locator(`meta[name="description"][content="${about.description}"]`)).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('a link to another page starts at its top; Back returns to the page it left', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a link under the pointer or with keyboard focus starts loading its page before the click', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = (name: string) =>
    page.waitForRequest((request) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(request.url()));

  const statsChunk = chunk('stats-page');
  const stats = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' });
  await stats.hover();
  await statsChunk;

  const faqsChunk = chunk('faqs-page');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).focus();
  await faqsChunk;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('content pages share the layout: header, back link and the call to action', async ({
  page,
  request,
}) => {
  const site = await siteConfig(request);
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    const back =
      path === '/about'
        ? page.getByRole('link', { name: 'Back to Start Here' })
        : page.getByRole('link', { name: 'Back to Map' });
    await expect(back, path).toHaveAttribute('href', path === '/about' ? '/start-here' : '/');
    await expect(page.getByRole('link', { name: 'Explore Map' }), path).toHaveAttribute('href', '/');
    const watch = page.getByRole('link', { name: /Watch Adventures/ });
    await expect(watch, path).toHaveAttribute('href', site.channelUrl);
    await expect(watch, path).toHaveAttribute('target', '_blank');
  }
  await page.goto('/privacy');
  await page.getByRole('link', { name: 'Back to Map' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Interactive Travel Map | Fru World');
});

test('about: mission, features, figures, community, safety and contact', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Fru World' })).toBeVisible();
  for (const heading of [
    'My mission',
    'Interactive Maps',
    'Photo Memories',
    'Video Integration',
    'A community of explorers',
    'Travel safety disclaimer',
    'Get in touch',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const [value, label] of [
    ['25+', 'Countries'],
    ['50+', 'Parks'],
    ['100+', 'Videos'],
    ['50k+', 'Miles'],
  ]) {
    await expect(page.getByRole('definition').filter({ hasText: value }).first(), label).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact me' })).toHaveAttribute('href', '/contact');
});

test('sponsor: Bronze, Silver (Most Popular) and Gold with the configured prices, custom sponsorship, support links', async ({
  page,
  request,
}) => {
  const site = await siteConfig(request);
  expect(site.sponsorPrices).toEqual({ bronze: 99, silver: 299, gold: 599 });
  await page.goto('/sponsor');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsor Fru World' })).toBeVisible();
  for (const [tier, name] of [
    ['bronze', 'Bronze'],
    ['silver', 'Silver'],
    ['gold', 'Gold'],
  ] as const) {
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card).toContainText(new RegExp(`\\$${site.sponsorPrices[tier]}\\s*/month`));
    await expect(card.getByRole('listitem')).not.toHaveCount(0);
    await expect(card.getByRole('link', { name: `Choose ${name}` })).toHaveAttribute(
      'href',
      `mailto:${site.sponsorEmail}?subject=${encodeURIComponent(`${name} Sponsorship Inquiry`)}`,
    );
  }
  await expect(page.getByRole('article', { name: 'Silver' })).toContainText('Most Popular');
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Custom Sponsorship' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Propose a custom partnership' })).toHaveAttribute(
    'href',
    `mailto:${site.sponsorEmail}?subject=Custom%20Sponsorship`,
  );
  const support = page.getByRole('region', { name: 'Other Ways to Support' });
  await expect(support.getByRole('link', { name: /Subscribe on YouTube/ })).toHaveAttribute(
    'href',
    site.channelUrl,
  );
  await expect(support.getByRole('link', { name: 'Contact me' })).toHaveAttribute('href', '/contact');
});

test('advertise: the pitch, both offers with Learn More, sectors, audience and the mailto links', async ({
  page,
  request,
}) => {
  const site = await siteConfig(request);
  expect(site.advertisingPrices).toEqual({ display: 199, sponsored: 399 });
  await page.goto('/advertise');
  const pitch = page.getByRole('region', { name: 'An audience that travels' });
  for (const word of ['Engaged', 'Global', 'Growing'])
    await expect(pitch.getByRole('listitem').filter({ hasText: word })).toBeVisible();
  const display = page.getByRole('article', { name: 'Display Advertising' });
  await expect(display).toContainText(new RegExp(`From\\s*\\$${site.advertisingPrices.display}\\s*/month`));
  for (const feature of [
    'Sidebar banners',
    'Featured placement',
    'Mobile-optimized formats',
    'Monthly performance analytics',
  ])
    await expect(display).toContainText(feature);
  const sponsored = page.getByRole('article', { name: 'Sponsored Content' });
  await expect(sponsored).toContainText(
    new RegExp(`From\\s*\\$${site.advertisingPrices.sponsored}\\s*/month`),
  );
  for (const feature of [
    'Destination highlights',
    'Video integrations',
    'Newsletter features',
    'Social media promotion',
  ])
    await expect(sponsored).toContainText(feature);
  for (const sector of ['Hotels & Lodging', 'Airlines', 'Travel Gear', 'Tour Operators'])
    await expect(page.getByRole('heading', { name: sector })).toBeVisible();
  await expect(
    page.getByText(/age 25-45, 65% plan 3\+ trips a year, and many have a \$75K\+ household income/),
  ).toBeVisible();

  // The two inquiries, and each offer's Learn More asking about that offer (issue 17).
  const mailtos = page.locator('a[href^="mailto:"]');
  await expect(mailtos).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Send an Advertising Inquiry' })).toHaveAttribute(
    'href',
    `mailto:${site.advertisingEmail}?subject=Advertising%20Inquiry`,
  );
  await expect(page.getByRole('link', { name: 'Request the Media Kit' })).toHaveAttribute(
    'href',
    `mailto:${site.advertisingEmail}?subject=Media%20Kit%20Request`,
  );
  await expect(
    page.getByRole('link', { name: 'Learn More about Sponsored Content by email' }),
  ).toHaveAttribute(
    'href',
    `mailto:${site.advertisingEmail}?subject=${encodeURIComponent('Sponsored Content: more details')}`,
  );
});

test('start here and about me: feature cards, the 4-step quick start, the creator and the figures', async ({
  page,
}) => {
  await page.goto('/start-here');
  const features = page.getByRole('region', { name: 'What you can do here' });
  await expect(features.getByRole('listitem')).toHaveCount(6);
  await expect(features.getByRole('link', { name: /See the numbers/ })).toHaveAttribute('href', '/stats');
  const steps = page.getByRole('region', { name: 'Quick start in 4 steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText('Open the map');

  await page.goto('/about-me');
  await expect(page.getByRole('heading', { name: 'Hi, I’m Fru!' })).toBeVisible();
  for (const value of ['1,500+', '306', '50+'])
    await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();
});

test('privacy shows the configured last-updated date (not today), every topic and Contact Us', async ({
  page,
  request,
}) => {
  const site = await siteConfig(request);
  await page.goto('/privacy');
  await expect(page.getByText(`Last updated: ${longDate(site.privacyUpdated)}`)).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  if (today !== site.privacyUpdated)
    await expect(page.getByText(`Last updated: ${longDate(today)}`)).toHaveCount(0);
  for (const heading of [
    'Information I Collect',
    'Information you provide',
    'Information collected automatically',
    'How I Use Your Information',
    'How I Share Information',
    'Data Security',
    'Your Rights',
    'Cookies',
    'Third-Party Services',
    "Children's Privacy",
    'Changes to This Policy',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('I never sell your personal information')).toBeVisible();
  await expect(page.getByText('I will answer within 30 days')).toBeVisible();
  await expect(page.getByText(/not directed to children under 13/)).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('terms and the affiliate disclosure cover their topics and end with Contact Us', async ({ page }) => {
  await page.goto('/terms');
  for (const heading of [
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
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/non-exclusive, worldwide, royalty-free/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  await page.goto('/affiliate-disclosure');
  await expect(page.getByText(/at no extra cost to you/).first()).toBeVisible();
  for (const partner of [
    'Booking platforms:',
    'Outdoor gear:',
    'Travel insurance:',
    'Camera gear:',
    'Guides:',
  ])
    await expect(page.getByText(partner)).toBeVisible();
  for (const heading of [
    'Editorial Independence',
    'How Affiliate Income Is Used',
    'How to Spot an Affiliate Link',
    'Amazon Associates',
    'How I Choose What to Recommend',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test.describe('FAQs', () => {
  const questions = (page: import('@playwright/test').Page) => page.locator('details summary');

  test('at least 15 questions in the five categories, searchable and filterable together', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // The server's body (for crawlers) lists the questions as headings; the app draws them folded.
    await expect(page.getByRole('searchbox', { name: 'Search FAQs' })).toBeVisible();
    const total = await questions(page).count();
    expect(total).toBeGreaterThanOrEqual(15);
    const filters = page.getByRole('group', { name: 'Filter by category' });
    for (const label of ['Getting Started', 'Features', 'Technical', 'Content', 'Trip Planning']) {
      await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
      await expect(filters.getByRole('button', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }

    // The search is case-insensitive over questions and answers.
    const search = page.getByRole('searchbox', { name: 'Search FAQs' });
    await search.fill('VIDEO');
    await expect(page.getByRole('status')).not.toHaveText(/Showing all/);
    const matching = await questions(page).count();
    expect(matching).toBeGreaterThan(1);
    expect(matching).toBeLessThan(total);
    for (const item of await page.locator('details').all()) {
      expect((await item.textContent())!.toLowerCase()).toContain('video');
    }
    await expect(page.getByRole('status')).toHaveText(`Showing ${matching} of ${total} questions`);

    // Combined with a category: only that category's matching questions remain.
    await filters.getByRole('button', { name: /^Trip Planning/ }).click();
    await expect(filters.getByRole('button', { name: /^Trip Planning/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Features' })).toHaveCount(0);
    const combined = await questions(page).count();
    expect(combined).toBeGreaterThan(0);
    expect(combined).toBeLessThan(matching);
    await expect(page.getByRole('heading', { level: 2, name: 'Trip Planning' })).toBeVisible();

    // Nothing matches: the empty state, and a way back.
    await search.fill('zeppelin submarine');
    await expect(page.getByRole('heading', { name: 'No FAQs Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or category filter.')).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(search).toHaveValue('');
    await expect(questions(page)).toHaveCount(total);
  });

  test('several answers can be open at once, and each closes on its own', async ({ page }) => {
    await page.goto('/faqs');
    const first = page.locator('details').filter({ hasText: 'What is Fru World?' });
    const second = page.locator('details').filter({ hasText: 'What do the different pin colors mean?' });
    const firstAnswer = first.getByText(/Fru World is my travel map/);
    const secondAnswer = second.getByText(/Green means I have visited/);
    await expect(firstAnswer).toBeHidden();
    await first.locator('summary').click();
    await second.locator('summary').click();
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeVisible();
    await first.locator('summary').click();
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeVisible();
    // The keyboard opens them too.
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(firstAnswer).toBeVisible();
  });
});
