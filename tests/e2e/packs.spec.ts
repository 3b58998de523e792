import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { appHeading } from './app-drawn';
import { THEME_KEY, expectAxeClean } from './dark-mode-helpers';
import { expect, packOnSale, paySession, test } from './pack-fixtures';
import { importPlaces, placesOf } from './bulk-helpers';
import { tripWith } from './trips-editor-helpers';

// Issue 43 in the browser: the owner makes a pack from a trip and puts it on sale; a visitor buys
// it through the Stripe stand-in (its payment page redirects back); the owner copies the library
// link; a fresh browser opens it, reads the whole trip at 390 and 1440 px and downloads the GPX.

test.describe.configure({ mode: 'serial' });

const themes = ['light', 'dark'] as const;

async function axeInBothThemes(page: Page) {
  for (const theme of themes) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
    await page.reload();
    await appHeading(page);
    await expectAxeClean(page, theme);
  }
  await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
}

async function freshPage(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test('/trip-packs without packs on sale still shows the six samples', async ({ page }) => {
  await page.goto('/trip-packs');
  await expect(page.getByText('(planned price)')).toHaveCount(6);
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  await expect(page.getByTestId('packs-on-sale')).toHaveCount(0);
});

test('the owner sells a trip as a pack; a visitor buys it and reads it from the library link', async ({
  page,
  browser,
  server,
  stripe,
  ownerApi,
  signIn,
}) => {
  // Four pages checked by axe in two themes, three browsers: more than the default two minutes.
  test.setTimeout(300_000);
  const trip = await tripWith(ownerApi, [2, 2], { title: 'Alps by train', summary: 'Four stops, two days.' });
  const lastStop = trip.places.at(-1)!.name;

  // The owner: a pack from the trip, priced, put on sale.
  await signIn();
  await page.goto('/packs');
  await page.getByRole('button', { name: 'New pack from a trip' }).click();
  await page.getByLabel('Trip to sell').selectOption({ label: 'Alps by train' });
  await page.getByLabel('Price').fill('29.00');
  await page.getByLabel('Description').fill('Two days across the Alps, every stop mapped.');
  await page.getByRole('button', { name: 'Make pack' }).click();
  const row = page.getByTestId('owner-pack').filter({ hasText: 'Alps by train' });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('$29.00');
  await row.getByRole('button', { name: 'Put on sale' }).click();
  await expect(row).toContainText('On sale');
  await expect(row).toContainText('v1');
  await page.screenshot({ path: test.info().outputPath('owner-packs.png'), fullPage: true });
  await axeInBothThemes(page);

  // A visitor: the pack replaces the samples; its page shows the preview (first day only).
  const visitor = await freshPage(browser, server.url, 1280);
  await visitor.page.goto('/trip-packs');
  const card = visitor.page.getByTestId('packs-on-sale').getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$29.00');
  await expect(visitor.page.getByText('(planned price)')).toHaveCount(0);
  await axeInBothThemes(visitor.page);
  await card.getByRole('link', { name: 'Alps by train' }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Alps by train' })).toBeVisible();
  await expect(visitor.page.getByText('Free preview')).toBeVisible();
  await expect(visitor.page.getByText(lastStop)).toHaveCount(0);
  await visitor.page.screenshot({ path: test.info().outputPath('pack-page.png') });
  await axeInBothThemes(visitor.page);

  // Buy: the stand-in's payment page sends the buyer back to the thanks page.
  await visitor.page.getByRole('button', { name: 'Buy Alps by train for $29.00' }).click();
  await visitor.page.waitForURL(/\/trip-packs\/thanks\?session=cs_test_/);
  // This server sends no email (no SMTP_URL): the page says who hands the link over, not that an
  // email is on its way.
  await expect(
    visitor.page.getByRole('heading', { name: 'Thank you — your payment went through' }),
  ).toBeVisible();
  await expect(visitor.page.getByText('This site does not send email')).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Contact the creator' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(visitor.page.getByText(/on its way by email/)).toHaveCount(0);
  await axeInBothThemes(visitor.page);
  const sessionId = new URL(visitor.page.url()).searchParams.get('session')!;
  // Stripe tells the server the session was paid: a signed webhook.
  await paySession(server, stripe, sessionId, 'alpine@example.com');
  await visitor.context.close();

  // The owner copies the library link from the order.
  await page.goto('/packs');
  const byPack = page.getByRole('table', { name: 'By pack' }).getByRole('row', { name: /Alps by train/ });
  await expect(byPack).toContainText('$29.00');
  await expect(page.getByRole('table', { name: 'By month' })).toContainText('$29.00');
  const order = page.getByTestId('pack-order').filter({ hasText: 'alpine@example.com' });
  await expect(order).toContainText('$29.00');
  // This site sends no email: the owner copies the link, and is not offered to email it.
  await expect(order.getByRole('button', { name: 'Email link again' })).toHaveCount(0);
  await order.getByRole('button', { name: 'Copy library link' }).click();
  const link = (await order.getByTestId('library-link').textContent())!;
  expect(link).toMatch(/\/library\/[A-Za-z0-9_-]{43}$/);

  // A fresh browser opens it and reads the full trip, on a phone and a wide screen.
  for (const width of [390, 1440]) {
    const buyer = await freshPage(browser, server.url, width);
    await buyer.page.goto(new URL(link).pathname);
    await expect(buyer.page.getByRole('heading', { level: 1, name: 'Alps by train' })).toBeVisible();
    await expect(buyer.page.getByText(lastStop).first()).toBeAttached();
    await expect(buyer.page.getByText(/release v1/)).toBeVisible();
    await buyer.page.getByText(lastStop).first().scrollIntoViewIfNeeded();
    await buyer.page.screenshot({ path: test.info().outputPath(`library-${width}.png`), fullPage: true });
    if (width === 1440) {
      const [download] = await Promise.all([
        buyer.page.waitForEvent('download'),
        buyer.page.getByRole('link', { name: 'GPX (GPS apps)' }).first().click(),
      ]);
      const gpx = readFileSync((await download.path())!, 'utf8');
      expect(gpx).toContain('<gpx');
      expect(gpx).toContain(lastStop);
      await axeInBothThemes(buyer.page);
    }
    await buyer.context.close();
  }
});

test('a buyer of v1 finds in their library what v2 changed, marked at each stop', async ({
  page,
  server,
  stripe,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [3], { title: 'Lakes revised' });
  const [first, second, third] = trip.places;
  const draft = await packOnSale(ownerApi, trip.id, 1900);
  const checkout = await ownerApi.post(`/api/packs/${draft.id}/checkout`);
  expect(checkout.status()).toBe(201);
  const sessionId = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
  await paySession(server, stripe, sessionId, 'revised@example.com');
  const { orders } = (await (await ownerApi.get(`/api/packs/orders?packId=${draft.id}`)).json()) as {
    orders: { id: number }[];
  };
  const link = (await (await ownerApi.post(`/api/packs/orders/${orders[0]!.id}/library-link`)).json()) as {
    path: string;
  };

  // v2: the second stop gets a note, the third goes, a new place comes last.
  const [added] = await placesOf(ownerApi, await importPlaces(ownerApi, 1));
  const patched = await ownerApi.patch(`/api/trips/${trip.id}`, {
    data: {
      days: [
        {
          stops: [
            { placeId: first!.id },
            { placeId: second!.id, note: 'Now with the ferry times.' },
            { placeId: added!.id },
          ],
        },
      ],
    },
  });
  expect(patched.status()).toBe(200);
  const manage = (await (await ownerApi.get(`/api/packs/${draft.id}/manage`)).json()) as { version: number };
  const released = await ownerApi.post(`/api/packs/${draft.id}/releases`, {
    data: { note: 'Ferry times, and a new last stop.' },
    headers: { 'if-match': `"${manage.version}"` },
  });
  expect(released.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link.path);
  await expect(page.getByText('A newer version is available')).toBeVisible();
  const notice = page.getByRole('region', { name: 'Your pack' });
  await expect(notice).toContainText('v2: Ferry times, and a new last stop.');
  await expect(notice).toContainText('1 new stop, marked in the itinerary');
  await expect(notice).toContainText('1 stop changed, marked in the itinerary');
  await expect(notice).toContainText(`No longer in the trip: ${third!.name}`);
  const stop = (name: string) => page.locator('.trip-stop').filter({ hasText: name });
  await expect(stop(added!.name)).toContainText('New since v1');
  await expect(stop(second!.name)).toContainText('Changed since v1');
  await expect(stop(first!.name).locator('.trip-stop-badge')).toHaveCount(0);
  await stop(added!.name).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('library-changes-390.png'), fullPage: true });
});

test('an unknown library link says so and offers to send it again', async ({ page }) => {
  await page.goto('/library/ThisTokenDoesNotExistAnywhereAtAll0123456789');
  await expect(page.getByRole('heading', { name: 'This library link is not valid' })).toBeVisible();
  await page.getByLabel('The email address you paid with').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send my link again' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await axeInBothThemes(page);
});
