import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, holdRequests, postAsVisitor, test, unique } from './forms-fixtures';

async function waitlistEmails(ownerApi: APIRequestContext): Promise<string[]> {
  const response = await ownerApi.get('/api/waitlist');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { email: string }[]).map((entry) => entry.email);
}

test.describe('contact form', () => {
  test('a visitor’s message shows as sending while in flight, then reaches the owner’s inbox', async ({
    page,
    signIn,
  }) => {
    const subject = unique('Canyon question');
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | Fru World');
    await expect(page.getByText('24-48 hours').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Ana Souza');
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('ana@example.com');
    await page
      .getByRole('combobox', { name: 'What is it about?' })
      .selectOption({ label: 'Location Suggestion' });
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Have you hiked the Narrows in Zion? Best day of my summer.');

    const release = await holdRequests(page, '**/api/messages');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();

    await signIn();
    await page.goto('/inbox');
    const message = page.getByRole('article', { name: subject });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Ana Souza');
    await expect(message).toContainText('ana@example.com');
    await expect(message).toContainText('Location Suggestion');
    await expect(message).toContainText('Have you hiked the Narrows in Zion? Best day of my summer.');
  });

  test('a refused field is named beside it and nothing typed is lost', async ({ page, ownerApi }) => {
    const subject = unique('Typo');
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Bruno');
    // The browser accepts "bruno@mail" as an email; the shared schema does not.
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('bruno@mail');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('A long message I would hate to type twice.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(subject);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'A long message I would hate to type twice.',
    );

    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('bruno@mail.example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const messages = (await (await ownerApi.get('/api/messages')).json()) as {
      subject: string;
      email: string;
    }[];
    expect(messages.filter((m) => m.subject === subject).map((m) => m.email)).toEqual(['bruno@mail.example']);
  });

  test('the contact page has no accessibility violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Trip Packs waitlist', () => {
  test('both forms share one email and one state: joining through the second turns both to success', async ({
    page,
    ownerApi,
  }) => {
    const email = `${unique('reader')}@example.com`;
    await page.goto('/trip-packs');
    await expect(page.getByText('Coming Soon').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(6);
    for (const button of await page.getByRole('button', { name: 'Coming Soon' }).all())
      await expect(button).toBeDisabled();

    const hero = page.getByLabel('Get an email when Trip Packs launch');
    const footer = page.getByLabel('Your email address');
    await footer.fill(email);
    await expect(hero).toHaveValue(email);

    const release = await holdRequests(page, '**/api/waitlist');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    // Busy in both forms for as long as the request runs.
    await expect(page.getByRole('button', { name: 'Joining...' })).toHaveCount(2);
    for (const button of await page.getByRole('button', { name: 'Joining...' }).all())
      await expect(button).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { name: 'Welcome to the waitlist!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(
      page.getByText("Thanks for subscribing! I'll notify you as soon as Trip Packs are available."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify Me' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(0);
    expect(await waitlistEmails(ownerApi)).toContain(email);
  });

  test('joining twice keeps one row and says the same thing both times', async ({ page, ownerApi }) => {
    const email = `${unique('twice')}@example.com`;
    for (const typed of [email, `  ${email.toUpperCase()} `]) {
      await page.goto('/trip-packs');
      await page.getByLabel('Get an email when Trip Packs launch').fill(typed);
      await page.getByRole('button', { name: 'Notify Me' }).click();
      await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    }
    expect((await waitlistEmails(ownerApi)).filter((entry) => entry === email)).toEqual([email]);
  });

  test('a subscriber leaves through the link carrying their token; opening it changes nothing', async ({
    page,
    ownerApi,
    server,
  }) => {
    const email = `${unique('leaver')}@example.com`;
    await postAsVisitor(page.request, server.url, '/api/waitlist', { email });
    const csv = await (await ownerApi.get('/api/waitlist.csv')).text();
    const row = csv.split('\r\n').find((line) => line.startsWith(`${email},`));
    const link = row?.split(',')[2];
    expect(link).toMatch(/\/waitlist\/leave\?token=[A-Za-z0-9_-]{22,}$/);

    await page.goto(link!);
    await expect(page.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();
    expect(await waitlistEmails(ownerApi)).toContain(email);

    await page.getByRole('button', { name: 'Leave the waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'You have left the waitlist.' })).toBeVisible();
    expect(await waitlistEmails(ownerApi)).not.toContain(email);
  });

  test('a leave link without its token explains what to do', async ({ page }) => {
    await page.goto('/waitlist/leave');
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave the waitlist' })).toHaveCount(0);
  });

  test('the Trip Packs page has no accessibility violations', async ({ page }) => {
    await page.goto('/trip-packs');
    await expect(page.getByRole('button', { name: 'Notify Me' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
