import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign } from '../../src/server/mail/campaigns';
import { enqueueMail } from '../../src/server/mail/outbox';
import { mailEnv, startCampaign, subscribe, untilDone } from '../helpers/mail-world';
import { packCalls } from '../helpers/pack-world';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Transactional email (a library link, an update) leaves before a waitlist campaign's emails, and
// a campaign still gets its turn while transactional email keeps coming. Both engines, real SMTP.

/** 2,400 a minute: batches of 40, one email every 25 ms. */
const RATE = 2400;
const BATCH = RATE / 60;
const LAUNCH = 'Trip packs are here';

const countsOnce = (smtp: SmtpStandIn, emails: string[]) => {
  const counts = smtp.countsByRecipient();
  for (const email of emails) expect(counts.get(email), email).toBe(1);
};

describe.each(ENGINES)('transactional email before campaigns on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
  });
  /** The app; `mail`: whether it sends (else another instance does, started later). */
  const start = async (mail: boolean) => {
    t = await createTestApp(engine, {
      ...stripe.env,
      ...(mail ? mailEnv(smtp, RATE) : {}),
      SITE_URL: 'https://fru.example',
    });
    cookie = await t.login();
  };
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const isLaunch = (mail: ReceivedMail) => mail.parsed.subject === LAUNCH;

  it('a library link bought during a launch leaves before the rest of the waitlist’s emails', async () => {
    await start(true);
    const emails = await subscribe(t, 150);
    const calls = packCalls(t, cookie);
    const pack = await calls.onSale();
    const campaign = await startCampaign(t.app, cookie, {
      subject: LAUNCH,
      message: 'The packs are on sale.',
    });
    await smtp.waitFor(() => smtp.received.length > 0);

    const before = smtp.received.length;
    await calls.buy(stripe, pack.id, 'buyer@example.com');
    await smtp.waitFor(() => smtp.received.some((mail) => mail.to.includes('buyer@example.com')));
    const at = smtp.received.findIndex((mail) => mail.to.includes('buyer@example.com'));
    // The batch in hand, and at most one campaign's turn, went before it; the launch's others waited.
    expect(at - before, `launch emails sent before the library link: ${at}`).toBeLessThanOrEqual(2 * BATCH);
    expect(smtp.received.slice(0, at).every(isLaunch)).toBe(true);

    const done = await untilDone(t.app, cookie, campaign.id);
    expect(done.progress).toMatchObject({ total: 150, sent: 150, pending: 0, unknown: 0 });
    countsOnce(smtp, emails);
  }, 90_000);

  it('a campaign still gets its turn while transactional email keeps coming', async () => {
    await start(false);
    const { db } = t.database;
    const subscribers = await subscribe(t, 10);
    const campaign = await createCampaign(db, { subject: LAUNCH, message: 'The packs are on sale.' });
    // Six batches of transactional email: without a turn, the campaign would wait for all of it.
    const notices = Array.from({ length: 6 * BATCH }, (_, i) => `notice-${i}@example.com`);
    for (const [i, to] of notices.entries())
      await enqueueMail(db, {
        to,
        subject: 'A notice',
        text: 'A notice.',
        html: '<p>A notice.</p>',
        kind: 'other',
        dedupeKey: `notice-${i}`,
      });

    const app = await t.anotherInstance(mailEnv(smtp, RATE));
    await smtp.waitFor(() => smtp.received.some(isLaunch), 30_000);
    const firstLaunch = smtp.received.findIndex(isLaunch);
    // Three full batches of transactional email in a row, then the campaign's turn.
    expect(firstLaunch, 'transactional emails sent before the campaign’s first').toBeLessThanOrEqual(
      4 * BATCH,
    );

    const done = await untilDone(app, cookie, campaign.id);
    expect(done.progress).toMatchObject({ total: 10, sent: 10, pending: 0 });
    countsOnce(smtp, subscribers);
    const counts = [...smtp.countsByRecipient().values()];
    expect(counts.every((count) => count === 1)).toBe(true);
  }, 90_000);
});
