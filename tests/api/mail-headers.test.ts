import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail, MailInputError } from '../../src/server/mail/public';
import { waitlistLaunchEmail } from '../../src/server/mail/templates';
import { asOwner, campaignOf, mailEnv, startCampaign, subscribe, untilDone } from '../helpers/mail-world';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 43: no field of an email can add a header or a recipient, and visitor text is escaped in HTML.

/** The header names of a raw message (before the first blank line), lowercased. */
const headerNames = (raw: string) =>
  raw
    .split(/\r\n\r\n/)[0]!
    .split(/\r\n/)
    .filter((line) => !/^\s/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

const INJECTIONS = [
  'Hello\r\nBcc: thief@evil.example',
  'Hello\nBcc: thief@evil.example',
  'Hello\rX-Injected: yes',
  'Hello\u2028Bcc: thief@evil.example',
  'Hello\r\n\r\nA body of my own',
];

describe.each(ENGINES)('email headers on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let smtp: SmtpStandIn;
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it('a subject with CR/LF is sent on one line: no extra header, no extra recipient', async () => {
    const app = await t.anotherInstance(mailEnv(smtp));
    for (const [i, subject] of INJECTIONS.entries()) {
      await enqueueMail(t.database.db, {
        to: `reader-${i}@example.com`,
        subject,
        text: 'Plain part',
        html: '<p>HTML part</p>',
        kind: 'other',
        dedupeKey: `injection-${i}`,
      });
    }
    await smtp.waitFor(() => smtp.received.length === INJECTIONS.length);
    await app.close();
    for (const mail of smtp.received) {
      expect(mail.to).toHaveLength(1);
      expect(mail.to[0]).toMatch(/^reader-\d@example\.com$/);
      const names = headerNames(mail.raw);
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('x-injected');
      expect(mail.parsed.bcc).toBeUndefined();
      expect(mail.parsed.subject).toMatch(
        /^Hello (Bcc: thief@evil\.example|X-Injected: yes|A body of my own)$/,
      );
      expect(mail.parsed.text?.trim()).toBe('Plain part');
      expect(mail.parsed.html).toContain('<p>HTML part</p>');
    }
  });

  it('an address with CR/LF, a comma or a display name is refused before anything is stored', async () => {
    for (const to of [
      'a@example.com\r\nBcc: thief@evil.example',
      'a@example.com, thief@evil.example',
      'Ana <a@example.com>',
      'a@example.com\n',
      'not-an-address',
      '"quoted"@example.com',
    ]) {
      await expect(
        enqueueMail(t.database.db, { to, subject: 'Hi', text: 'x', html: 'x', kind: 'other', dedupeKey: to }),
        JSON.stringify(to),
      ).rejects.toBeInstanceOf(MailInputError);
    }
    expect(await t.database.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);
  });

  it('the same dedupe key stores one email, sent once', async () => {
    const mail = {
      to: 'buyer@example.com',
      subject: 'Your pack',
      text: 'x',
      html: 'x',
      kind: 'library-link' as const,
    };
    const first = await enqueueMail(t.database.db, { ...mail, dedupeKey: 'order:1' });
    const again = await enqueueMail(t.database.db, { ...mail, dedupeKey: 'order:1' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const app = await t.anotherInstance(mailEnv(smtp));
    await smtp.waitFor(() => smtp.received.length === 1);
    await app.close();
    expect(smtp.received).toHaveLength(1);
  });

  it('the API refuses a subject or a pack title on two lines, naming the field', async () => {
    await subscribe(t, 1);
    const app = await t.anotherInstance(mailEnv(smtp));
    const start = (payload: object) =>
      asOwner(app, cookie, { method: 'POST', url: '/api/mail/campaigns', payload });
    const subject = await start({ subject: 'Launch\r\nBcc: thief@evil.example', message: 'Hi' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { subject: /one line/ } },
    });
    const title = await start({
      subject: 'Launch',
      message: 'Hi',
      pack: { title: 'Pack\nBcc: x@y.z', url: 'https://fru.example/p', price: 100, currency: 'EUR' },
    });
    expect(title.statusCode).toBe(400);
    expect(Object.keys(title.json<{ error: { fields: object } }>().error.fields)).toEqual(['pack.title']);
    expect(await t.database.db.selectFrom('mailCampaigns').selectAll().execute()).toEqual([]);
  });

  it('what the owner writes is text in the HTML part, escaped, and the same in the plain part', async () => {
    const emails = await subscribe(t, 1);
    const app = await t.anotherInstance(mailEnv(smtp));
    const message = 'Fish & chips <script>alert(1)</script>\n\n<a href="javascript:x">click</a>';
    const { id } = await startCampaign(app, cookie, { subject: 'Launch <b>now</b>', message });
    await untilDone(app, cookie, id);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(emails);
    expect(mail!.parsed.subject).toBe('Launch <b>now</b>');
    expect(mail!.parsed.html).toContain('Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.parsed.html).not.toContain('<script>');
    expect(mail!.parsed.html).not.toContain('href="javascript');
    expect(mail!.parsed.text).toContain(message);
    expect((await campaignOf(app, cookie, id)).progress.sent).toBe(1);
  });
});

describe('the launch template', () => {
  it('refuses a link that is not http(s)', () => {
    expect(() =>
      waitlistLaunchEmail({ subject: 'x', message: 'y', unsubscribeLink: 'javascript:alert(1)' }),
    ).toThrow();
  });
});
