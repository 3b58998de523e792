import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign, enqueueCampaignBatch } from '../../src/server/mail/campaigns';
import { claimBatch, markSendStarted } from '../../src/server/mail/outbox';
import { asOwner, campaignOf, mailEnv, startCampaign, subscribe, untilDone } from '../helpers/mail-world';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 43, "Tell the waitlist": real HTTP to the app, real SMTP to a local stand-in, both engines.

const everyoneOnce = (smtp: SmtpStandIn, emails: string[]) => {
  const counts = smtp.countsByRecipient();
  expect([...counts.keys()].sort()).toEqual([...emails].sort());
  expect(
    [...counts.values()].every((count) => count === 1),
    JSON.stringify([...counts]),
  ).toBe(true);
};

describe.each(ENGINES)('waitlist campaigns on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let smtp: SmtpStandIn;
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
    // The first instance sends no email: each test starts the instances that do.
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it('tells each subscriber once, with both parts and their own working leave link', async () => {
    const emails = await subscribe(t, 12);
    const app = await t.anotherInstance(mailEnv(smtp));
    const started = await startCampaign(app, cookie, {
      subject: 'Lisbon in 3 days is on sale',
      message: 'Hello!\n\nThe first pack is here.',
      pack: {
        title: 'Lisbon in 3 days',
        url: 'https://fru.example/trip-packs/lisbon',
        price: 3900,
        currency: 'USD',
      },
    });
    expect(started.progress.total).toBe(12);
    const done = await untilDone(app, cookie, started.id);
    expect(done.progress).toEqual({ total: 12, sent: 12, failed: 0, unknown: 0, skipped: 0, pending: 0 });
    everyoneOnce(smtp, emails);

    const mail = smtp.received.find((each) => each.to[0] === emails[3])!;
    expect(mail.parsed.subject).toBe('Lisbon in 3 days is on sale');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Fru World', address: 'hello@fru.example' }]);
    expect(mail.parsed.text).toContain('The first pack is here.');
    expect(mail.parsed.text).toContain('Lisbon in 3 days: $39.00');
    expect(mail.parsed.html).toContain('<a href="https://fru.example/trip-packs/lisbon">');
    const link = /http:\/\/localhost:3000\/waitlist\/leave\?token=([\w-]+)/.exec(mail.parsed.text ?? '');
    expect(link, mail.parsed.text).not.toBeNull();
    expect(mail.parsed.html).toContain(link![0]);
    // The link is the subscriber's own: leaving with it takes them off the list, and only them.
    const leave = await t.request({
      method: 'POST',
      url: '/api/waitlist/leave',
      payload: { token: link![1] },
    });
    expect(leave.statusCode).toBe(204);
    const left = await asOwner(app, cookie, { method: 'GET', url: '/api/waitlist' });
    expect(
      left
        .json<{ email: string }[]>()
        .map((row) => row.email)
        .sort(),
    ).toEqual(emails.filter((email) => email !== emails[3]).sort());
  });

  it('interrupted half way and resumed on a new instance, each subscriber gets exactly one email', async () => {
    const emails = await subscribe(t, 30);
    // 600 a minute: one email every 100 ms, so the stop lands in the middle.
    const first = await t.anotherInstance(mailEnv(smtp, 600));
    const { id } = await startCampaign(first, cookie);
    await smtp.waitFor(() => smtp.received.length >= 8);
    await first.close();
    const atStop = smtp.received.length;
    expect(atStop).toBeLessThan(30);
    const halfway = await campaignOf(t.app, cookie, id);
    expect(halfway.progress.sent).toBe(atStop);
    expect(halfway.progress.pending).toBe(30 - atStop);
    // Nothing leaves while no instance sends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(atStop);

    const second = await t.anotherInstance(mailEnv(smtp, 6000));
    const done = await untilDone(second, cookie, id);
    expect(done.progress).toMatchObject({ total: 30, sent: 30, pending: 0, unknown: 0 });
    everyoneOnce(smtp, emails);
  });

  it('an instance that died mid-batch: the email it had begun is unknown, never resent; the rest go', async () => {
    const emails = await subscribe(t, 10);
    const { db, engine: dbEngine } = t.database;
    const campaign = await createCampaign(db, { subject: 'Launch', message: 'Packs are here.' });
    await enqueueCampaignBatch(db, campaign, 'https://fru.example');
    // A dead instance claimed three emails, began sending the first, and never said how it went.
    const claimed = await claimBatch(db, 'dead-instance', 3, dbEngine === 'postgres');
    expect(claimed).toHaveLength(3);
    const begun = claimed[0]!;
    await markSendStarted(db, 'dead-instance', begun.id);
    const expired = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable('mailOutbox')
      .set({ leaseUntil: expired })
      .where('claimedBy', '=', 'dead-instance')
      .execute();

    const app = await t.anotherInstance(mailEnv(smtp));
    const done = await untilDone(app, cookie, campaign.id);
    expect(done.progress).toEqual({ total: 10, sent: 9, failed: 0, unknown: 1, skipped: 0, pending: 0 });
    const counts = smtp.countsByRecipient();
    for (const email of emails) expect(counts.get(email) ?? 0).toBe(email === begun.toAddress ? 0 : 1);
    // The two it had not begun were never tried by it: each spent one attempt, the one that sent it.
    const untried = await db
      .selectFrom('mailOutbox')
      .select('attempts')
      .where('id', 'in', [claimed[1]!.id, claimed[2]!.id])
      .execute();
    expect(untried.map((row) => row.attempts)).toEqual([1, 1]);
  });

  it('two instances on one database send each subscriber exactly once', async () => {
    const emails = await subscribe(t, 40);
    const one = await t.anotherInstance(mailEnv(smtp, 1200));
    const two = await t.anotherInstance(mailEnv(smtp, 1200));
    const { id } = await startCampaign(one, cookie);
    await asOwner(two, cookie, {
      method: 'PATCH',
      url: `/api/mail/campaigns/${id}`,
      payload: { state: 'running' },
    });
    const done = await untilDone(two, cookie, id);
    expect(done.progress).toMatchObject({ total: 40, sent: 40, pending: 0 });
    everyoneOnce(smtp, emails);
    const byInstance = await t.database.db
      .selectFrom('mailOutbox')
      .select(['claimedBy', (eb) => eb.fn.countAll<number>().as('count')])
      .where('campaignId', '=', id)
      .groupBy('claimedBy')
      .execute();
    // Both took part (each claims about a second's worth at a time).
    expect(byInstance.length, JSON.stringify(byInstance)).toBe(2);
  });

  it('a refused address (550) is recorded as failed and the others go on; a 451 waits to be tried again', async () => {
    const emails = await subscribe(t, 6);
    smtp.refuse(emails[2]!);
    smtp.deferOnce(emails[4]!);
    const app = await t.anotherInstance(mailEnv(smtp));
    const { id } = await startCampaign(app, cookie);
    await smtp.waitFor(() => smtp.received.length >= 4);
    // The stand-in has the fourth email a moment before the worker records it. Polled with a pause:
    // back-to-back in-process requests on SQLite never leave the microtask queue, so the worker
    // would never read the stand-in's answer (a loop without one grew to 4 GB and crashed in CI).
    let campaign = await campaignOf(app, cookie, id);
    await expect
      .poll(async () => {
        campaign = await campaignOf(app, cookie, id);
        return campaign.progress.sent + campaign.progress.failed;
      })
      .toBeGreaterThanOrEqual(5);
    expect(campaign.progress).toMatchObject({ total: 6, sent: 4, failed: 1, pending: 1 });
    expect(campaign.state).toBe('running');
    const readRows = () =>
      t.database.db
        .selectFrom('mailOutbox')
        .select(['toAddress', 'status', 'lastError', 'attempts', 'nextAttemptAt'])
        .where('campaignId', '=', id)
        .execute();
    // The 451 is recorded a moment after the stand-in answers it (the row is in hand until then).
    let rows = await readRows();
    for (
      let tries = 0;
      tries < 200 && !rows.some((row) => row.toAddress === emails[4] && row.status !== 'sending');
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await readRows();
    }
    const refused = rows.find((row) => row.toAddress === emails[2])!;
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toMatch(/550.*No such user/);
    const deferred = rows.find((row) => row.toAddress === emails[4])!;
    expect(deferred).toMatchObject({ status: 'pending', attempts: 1 });
    expect(deferred.lastError).toMatch(/451/);
    expect(Date.parse(deferred.nextAttemptAt)).toBeGreaterThan(Date.now());
    expect(smtp.countsByRecipient().has(emails[2]!)).toBe(false);
  });

  it('pauses and resumes: nothing leaves while paused', async () => {
    const emails = await subscribe(t, 20);
    const app = await t.anotherInstance(mailEnv(smtp, 600));
    const { id } = await startCampaign(app, cookie);
    await smtp.waitFor(() => smtp.received.length >= 3);
    const paused = await asOwner(app, cookie, {
      method: 'PATCH',
      url: `/api/mail/campaigns/${id}`,
      payload: { state: 'paused' },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<{ state: string }>().state).toBe('paused');
    // The batch already claimed finishes its email in hand; then nothing more is claimed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during = smtp.received.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(during);
    expect(during).toBeLessThan(20);
    await asOwner(app, cookie, {
      method: 'PATCH',
      url: `/api/mail/campaigns/${id}`,
      payload: { state: 'running' },
    });
    await untilDone(app, cookie, id);
    everyoneOnce(smtp, emails);
  });

  it('without SMTP the API says email is not configured, and stores nothing', async () => {
    await subscribe(t, 2);
    const list = await t.request({ method: 'GET', url: '/api/mail/campaigns', cookie });
    expect(list.json()).toEqual({ configured: false, ratePerMinute: null, campaigns: [] });
    const start = await t.request({
      method: 'POST',
      url: '/api/mail/campaigns',
      cookie,
      payload: { subject: 'Launch', message: 'Hi' },
    });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({ error: { code: 'mail_not_configured', message: /not configured/ } });
    const rows = await t.database.db.selectFrom('mailCampaigns').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('is the owner’s alone', async () => {
    const app = await t.anotherInstance(mailEnv(smtp));
    for (const [method, url] of [
      ['GET', '/api/mail/campaigns'],
      ['POST', '/api/mail/campaigns'],
      ['GET', '/api/mail/campaigns/1'],
      ['PATCH', '/api/mail/campaigns/1'],
    ] as const) {
      const response = await asOwner(app, '', { method, url, payload: { subject: 'x', message: 'y' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
