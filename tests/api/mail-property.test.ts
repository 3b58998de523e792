import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MAX } from '../../src/shared/api/mail';
import { dumpDatabase } from '../helpers/db-dump';
import { asOwner, mailEnv, startCampaign, untilDone } from '../helpers/mail-world';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { plainObject } from '../helpers/form-values';

// Issue 43: 1,000 generated bad bodies for POST /api/mail/campaigns and PATCH /api/mail/campaigns/:id,
// each refused with 400 naming the field made bad; nothing stored, no email sent.

const RUNS = 1000;
const MAIL_TABLES = ['mail_campaigns', 'mail_outbox'];

const line = fc
  .string({ minLength: 1, maxLength: 80 })
  .filter((s) => s.trim() === s && s.length > 0 && !/[\r\n\u2028\u2029]/.test(s) && !s.includes('\u0000'));
const validPack = fc.record({
  title: line,
  url: fc.webUrl({ validSchemes: ['https', 'http'] }),
  price: fc.integer({ min: 1, max: PRICE_MAX }),
  currency: fc.constantFrom('USD', 'EUR', 'JPY', 'GBP'),
});
const validBody = fc.record(
  {
    subject: line,
    message: fc
      .string({ minLength: 1, maxLength: 300 })
      .filter((s) => s.trim() !== '' && !s.includes('\u0000')),
    pack: validPack,
  },
  { requiredKeys: ['subject', 'message'] },
);

type Bad = { body: Record<string, unknown>; field: string; patch: boolean };
const breaking = <T>(
  value: fc.Arbitrary<T>,
  field: string,
  apply: (body: Record<string, unknown>, v: T) => void,
) =>
  fc.tuple(validBody, value).map(([body, v]): Bad => {
    const copy = structuredClone(body) as Record<string, unknown>;
    apply(copy, v);
    return { body: copy, field, patch: false };
  });
const inPack = (key: string, value: fc.Arbitrary<unknown>) =>
  fc.tuple(validBody, validPack, value).map(([body, pack, v]): Bad => ({
    body: { ...body, pack: { ...pack, [key]: v } },
    field: `pack.${key}`,
    patch: false,
  }));

const wrongType = fc.oneof(fc.boolean(), fc.integer(), fc.array(fc.integer(), { minLength: 1 }), plainObject);
const newline = fc
  .tuple(line, fc.constantFrom('\r\n', '\n', '\r', '\u2028'), line)
  .map(([a, nl, z]) => `${a}${nl}Bcc: ${z}`);

const badStart: fc.Arbitrary<Bad> = fc.oneof(
  ...(['subject', 'message', 'pack'] as const).map((field) =>
    breaking(wrongType, field, (b, v) => void (b[field] = v)),
  ),
  breaking(fc.constantFrom('', '   ', '\t'), 'subject', (b, v) => void (b.subject = v)),
  breaking(fc.constantFrom('', '  \n '), 'message', (b, v) => void (b.message = v)),
  breaking(newline, 'subject', (b, v) => void (b.subject = v)),
  breaking(fc.integer({ min: 201, max: 600 }), 'subject', (b, n) => void (b.subject = 's'.repeat(n))),
  breaking(fc.integer({ min: 10_001, max: 12_000 }), 'message', (b, n) => void (b.message = 'm'.repeat(n))),
  breaking(fc.constant('a\u0000b'), 'message', (b, v) => void (b.message = v)),
  breaking(
    fc.constantFrom('to', 'bcc', 'headers', 'from'),
    'unknown',
    (b, k) => void (b[k] = 'thief@evil.example'),
  ),
  inPack('title', fc.oneof(newline, fc.constant(''), wrongType)),
  inPack(
    'url',
    fc.constantFrom(
      'javascript:alert(1)',
      'ftp://x.example/p',
      'not a link',
      '//evil.example',
      'https://a.example/\r\nBcc: x',
    ),
  ),
  inPack(
    'price',
    fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: PRICE_MAX + 1 }),
      fc.double({ min: 0.1, max: 99.9, noInteger: true }),
      fc.constant('39'),
    ),
  ),
  inPack('currency', fc.constantFrom('usd', 'US', 'DOLLARS', 'XYZ1', '', 5)),
);

const badPatch: fc.Arbitrary<Bad> = fc
  .oneof(
    fc
      .string({ maxLength: 12 })
      .filter((s) => s !== 'running' && s !== 'paused')
      .map((state) => ({ state })),
    wrongType.map((state) => ({ state })),
    fc.constant({}),
    fc.constantFrom('subject', 'total').map((key) => ({ state: 'paused', [key]: 1 })),
  )
  .map((body): Bad => ({
    body,
    field: Object.keys(body).find((k) => k !== 'state') ?? 'state',
    patch: true,
  }));

describe.each(ENGINES)('generated campaign bodies on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let smtp: SmtpStandIn;
  let campaignId: number;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp(engine, mailEnv(smtp));
    cookie = await t.login();
    campaignId = (await startCampaign(t.app, cookie)).id;
    await untilDone(t.app, cookie, campaignId);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const dump = async () => {
    const parts: string[] = [];
    for (const table of MAIL_TABLES) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.database.db,
      );
      parts.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
    }
    return `${await dumpDatabase(t.database)}\n${parts.join('\n')}`;
  };

  it(`${RUNS} bad POST and PATCH bodies answer 400 naming the field, and store nothing`, async () => {
    const before = await dump();
    await fc.assert(
      fc.asyncProperty(fc.oneof(badStart, badPatch), async ({ body, field, patch }) => {
        const response = await asOwner(t.app, cookie, {
          method: patch ? 'PATCH' : 'POST',
          url: patch ? `/api/mail/campaigns/${campaignId}` : '/api/mail/campaigns',
          payload: body,
        });
        const why = `${field}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, why).toBe(400);
        const { error } = response.json<{ error: { code: string; fields?: Record<string, string> } }>();
        expect(error.code, why).toBe('invalid_input');
        const named = Object.keys(error.fields ?? {});
        if (field !== 'unknown')
          expect(
            named.some((name) => name === field || name.startsWith(`${field}.`)),
            why,
          ).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(await dump()).toBe(before);
    expect(smtp.received).toHaveLength(0);
    // A guard against a hang on a busy machine (alone it takes about 8 s), not a measure.
  }, 180_000);
});
