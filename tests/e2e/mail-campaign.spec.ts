import { expectNoAxeViolations, postAsVisitor, unique } from './forms-fixtures';
import { expect, test } from './pack-fixtures';
import { OWNER_PASSWORD, startServer } from './server';

// Issue 43: the owner tells the waitlist from the inbox and watches the emails go out (through a
// local SMTP stand-in), pausing and resuming; without SMTP the button says email is not configured.

// One email every two seconds: slow enough to pause in the middle.
test.use({ packServer: { stripe: false, smtpRate: 30 } });

async function signIn(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.post(`${url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: url },
  });
  expect(response.status()).toBe(204);
}

test('the owner tells the waitlist, pauses, resumes, and each subscriber gets one email', async ({
  page,
  server,
  smtp,
}) => {
  const emails = [1, 2, 3, 4].map((i) => `${unique('reader')}-${i}@example.com`.toLowerCase());
  for (const email of emails) await postAsVisitor(page.request, server.url, '/api/waitlist', { email });
  await signIn(page.request, server.url);
  await page.goto('/inbox?tab=waitlist');

  await page.getByRole('button', { name: 'Tell the waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell the waitlist' });
  await expect(dialog).toContainText('One email to each of the 4 subscribers');
  await expectNoAxeViolations(page);
  // A message longer than an email may be is kept whole, counted, and refused with the reason.
  const message = dialog.getByLabel('Message');
  const tooLong = 'x'.repeat(10_050);
  await message.fill(tooLong);
  await expect(dialog.getByText('10,050 of 10,000 characters: 50 too many')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to the waitlist' }).click();
  await expect(dialog.getByText('Message is at most 10000 characters')).toBeVisible();
  await expect(message).toHaveValue(tooLong);
  // Sent empty, the server names the field.
  await message.fill('');
  await dialog.getByRole('button', { name: 'Send to the waitlist' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  const subject = unique('Trip packs are here');
  await dialog.getByLabel('Subject').fill(subject);
  await message.fill('Hello!\n\nThe first trip packs are on sale.');
  await dialog.getByRole('button', { name: 'Send to the waitlist' }).click();
  await expect(dialog).toHaveCount(0);

  const campaign = page.getByRole('listitem').filter({ hasText: subject });
  await expect(campaign).toContainText('Sending');
  await campaign.getByRole('button', { name: 'Pause' }).click();
  await expect(campaign).toContainText('Paused');
  const atPause = smtp.received.length;
  expect(atPause).toBeLessThan(4);
  await expect(campaign.getByRole('progressbar')).toBeVisible();
  await expectNoAxeViolations(page);

  await campaign.getByRole('button', { name: 'Resume' }).click();
  // The progress moves on its own while the page stays open.
  await expect(campaign).toContainText('4 of 4 sent', { timeout: 30_000 });
  await expect(campaign).toContainText('Done');
  await expect(campaign.getByRole('button', { name: /Pause|Resume/ })).toHaveCount(0);

  const counts = smtp.countsByRecipient();
  for (const email of emails) expect(counts.get(email), email).toBe(1);
  const mail = smtp.received.find((each) => each.to[0] === emails[0])!;
  expect(mail.parsed.subject).toBe(subject);
  expect(mail.parsed.text).toContain('The first trip packs are on sale.');
  expect(mail.parsed.text).toMatch(new RegExp(`${server.url}/waitlist/leave\\?token=`));
});

test('without SMTP, the button says email is not configured', async ({ browser }) => {
  const plain = await startServer();
  const context = await browser.newContext({ baseURL: plain.url });
  const page = await context.newPage();
  try {
    await postAsVisitor(page.request, plain.url, '/api/waitlist', {
      email: `${unique('plain')}@example.com`,
    });
    await signIn(page.request, plain.url);
    await page.goto('/inbox?tab=waitlist');
    const button = page.getByRole('button', { name: 'Tell the waitlist' });
    await expect(button).toBeDisabled();
    await expect(page.getByText('Email is not configured on this site')).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
    await plain.stop();
  }
});
