import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { expectAxeClean } from './dark-mode-helpers';
import { seedVisits } from './audience-seed';

// Issue 39: the owner turns the media kit on in the Inbox's settings; a sponsor opens the page,
// sees the live, dated figures and the PDF link; /advertise shows the live audience meanwhile.

test.describe('the media kit', () => {
  let views = 0;
  test.beforeAll(({ server }) => {
    views = seedVisits(server.dataDir).views;
  });

  test('the owner turns it on; a visitor sees the live figures, the PDF, and /advertise live', async ({
    page,
    browser,
    signIn,
    server,
  }) => {
    await signIn();
    await page.goto('/inbox');
    await page.getByText('Media kit', { exact: true }).click();
    await page.getByRole('checkbox', { name: /^Public/ }).check();
    await page.getByRole('checkbox', { name: 'Trip Packs waitlist size' }).uncheck();
    await page.getByRole('button', { name: 'Save media kit' }).click();
    await expect(page.getByText('Media kit saved: it is public.')).toBeVisible();

    const visitor = await browser.newContext({ baseURL: server.url });
    const sponsor = await visitor.newPage();
    await sponsor.setViewportSize({ width: 390, height: 900 });
    await sponsor.goto('/media-kit');
    await expect(sponsor.getByRole('heading', { level: 1, name: 'Fru World media kit' })).toBeVisible();
    const audience = sponsor.getByRole('region', { name: 'Monthly audience' });
    await expect(audience.getByRole('definition').first()).toHaveText(
      `${views.toLocaleString('en-US')} (new vs previous 30 days)`,
    );
    await expect(audience.getByText(/^Last 30 days, .* · As of \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(sponsor.getByRole('region', { name: 'Embed reach' })).toContainText('blog.example');
    await expect(sponsor.getByRole('region', { name: 'YouTube channel' })).toContainText('1.2K');
    await expect(sponsor.getByRole('region', { name: 'Trip Packs waitlist' })).toHaveCount(0);
    await expect(sponsor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAxeClean(sponsor, 'light');

    const link = sponsor.getByRole('link', { name: 'Download the PDF' });
    const pdf = await sponsor.request.get(new URL((await link.getAttribute('href'))!, server.url).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
      mergePages: true,
    });
    expect(totalPages).toBe(1);
    expect(text).toContain('Monthly audience');
    expect(text).toContain(views.toLocaleString('en-US'));
    expect(text).toContain('blog.example');
    expect(text).not.toContain('Trip Packs waitlist');

    await sponsor.goto('/advertise');
    const profile = sponsor.getByRole('region', { name: 'Audience at a glance' });
    await expect(profile.getByRole('term').first()).toContainText('visitors in the last 30 days');
    await expect(profile.getByRole('definition').first()).toHaveText(views.toLocaleString('en-US'));
    await expect(profile).not.toContainText('plan 3+ trips a year');
    await expect(profile.getByRole('link', { name: 'See the full media kit' })).toBeVisible();

    // Off again: the spec's claims are back, and the kit is gone for visitors.
    await page.getByRole('checkbox', { name: /^Public/ }).uncheck();
    await page.getByRole('button', { name: 'Save media kit' }).click();
    await expect(page.getByText('Media kit saved: it is off.')).toBeVisible();
    await sponsor.goto('/advertise');
    await expect(profile).toContainText('plan 3+ trips a year');
    expect((await sponsor.request.get(`${server.url}/media-kit`)).status()).toBe(404);
    await visitor.close();
  });
});
