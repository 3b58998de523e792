import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WAITLIST_RATE_LIMIT } from '../../src/server/public-forms';
import { expectErrorShape, freshAddress, ownerList, postRepeatedly, UUID_PATTERN } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

interface Entry {
  id: string;
  email: string;
  read: boolean;
  createdAt: string;
}

const BAD_INPUTS: { label: string; body: Record<string, unknown>; field: string }[] = [
  { label: 'missing email', body: {}, field: 'email' },
  { label: 'blank email', body: { email: '   ' }, field: 'email' },
  { label: 'bad email', body: { email: 'not-an-email' }, field: 'email' },
  { label: 'email too long', body: { email: `${'a'.repeat(250)}@example.com` }, field: 'email' },
  { label: 'email of the wrong type', body: { email: ['a@example.com'] }, field: 'email' },
  { label: 'unknown field', body: { email: 'a@example.com', name: 'Ana' }, field: 'name' },
];

describe.each(ENGINES)('waitlist API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const join = (payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: payload as object,
      remoteAddress: freshAddress(),
    });
  const leave = (payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/waitlist/leave',
      payload: payload as object,
      remoteAddress: freshAddress(),
    });
  const list = async () => (await ownerList(t, cookie, '/api/waitlist')) as Entry[];

  async function tokens(): Promise<Map<string, string>> {
    const csv = await t.request({ method: 'GET', url: '/api/waitlist.csv', cookie });
    const map = new Map<string, string>();
    for (const line of csv.body.trim().split('\r\n').slice(1)) {
      const [email, , link] = line.split(',');
      map.set(email!, new URL(link!).searchParams.get('token')!);
    }
    return map;
  }

  it('keeps one row per address, lowercased and trimmed, and answers the same either way', async () => {
    const first = await join({ email: '  Ana.Souza@Example.com ', website: '' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true });
    const again = await join({ email: 'ana.souza@example.COM' });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const rows = await list();
    expect(rows).toEqual([
      {
        id: expect.stringMatching(UUID_PATTERN),
        email: 'ana.souza@example.com',
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
  });

  it('lists newest first, marks read and deletes for the owner', async () => {
    await join({ email: 'first@example.com' });
    await join({ email: 'second@example.com' });
    const rows = await list();
    expect(rows.map((r) => r.email)).toEqual(['second@example.com', 'first@example.com']);
    const id = rows[1]!.id;
    expect(
      (await t.request({ method: 'PATCH', url: `/api/waitlist/${id}`, cookie, payload: { read: true } }))
        .statusCode,
    ).toBe(204);
    expect((await list()).find((r) => r.id === id)?.read).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/waitlist/${id}`, cookie })).statusCode).toBe(204);
    expect((await list()).map((r) => r.email)).toEqual(['second@example.com']);
    for (const bad of [id, 'nope', '42']) {
      expectErrorShape(
        await t.request({ method: 'DELETE', url: `/api/waitlist/${bad}`, cookie }),
        404,
        'not_found',
      );
    }
  });

  it('exports a CSV attachment with a leave link each, defusing spreadsheet formulas', async () => {
    await join({ email: 'ana@example.com' });
    await join({ email: '+sum@example.com' });
    await join({ email: '-cmd@example.com' });
    const csv = await t.request({ method: 'GET', url: '/api/waitlist.csv', cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="fru-world-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,joined,leave_link');
    const cells = lines.slice(1).map((line) => line.split(','));
    expect(cells.map((c) => c[0])).toEqual(['ana@example.com', "'+sum@example.com", "'-cmd@example.com"]);
    for (const row of cells) {
      expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const link = new URL(row[2]!);
      expect(`${link.origin}${link.pathname}`).toBe(`${t.config.siteUrl}/waitlist/leave`);
      // At least 128 random bits, base64url.
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    }
    expect(new Set(cells.map((c) => c[2])).size).toBe(3);
  });

  it('lets a subscriber leave with their token, and never tells whether a token was known', async () => {
    await join({ email: 'ana@example.com' });
    await join({ email: 'bruno@example.com' });
    const token = (await tokens()).get('ana@example.com')!;

    // A GET changes nothing.
    await t.request({ method: 'GET', url: `/api/waitlist/leave?token=${token}` });
    await t.request({ method: 'GET', url: `/waitlist/leave?token=${token}` });
    expect(await list()).toHaveLength(2);

    expect((await leave({ token })).statusCode).toBe(204);
    expect((await list()).map((r) => r.email)).toEqual(['bruno@example.com']);
    expect((await leave({ token })).statusCode).toBe(204);
    expect((await leave({ token: 'no-one-has-this-token' })).statusCode).toBe(204);
    expect((await list()).map((r) => r.email)).toEqual(['bruno@example.com']);

    expect(expectErrorShape(await leave({}), 400, 'invalid_input').fields).toHaveProperty('token');
    expect(expectErrorShape(await leave({ token: 12345 }), 400, 'invalid_input').fields).toHaveProperty(
      'token',
    );
    expect(expectErrorShape(await leave({ token, email: 'x' }), 400, 'invalid_input').fields).toHaveProperty(
      'email',
    );
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/waitlist/leave',
      payload: { token: (await tokens()).get('bruno@example.com') },
      headers: { origin: 'https://evil.example' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(crossSite, 403, 'forbidden');
    expect(await list()).toHaveLength(1);
  });

  it.each(BAD_INPUTS)(
    'answers 400 naming the field for $label and stores nothing',
    async ({ body, field }) => {
      expect(expectErrorShape(await join(body), 400, 'invalid_input').fields).toHaveProperty(field);
      expect(await list()).toEqual([]);
    },
  );

  it('refuses the honeypot, malformed JSON and an oversized body, storing nothing', async () => {
    const honeypot = expectErrorShape(await join({ email: 'bot@example.com', website: 'spam.example' }), 400);
    expect(honeypot.fields).toBeUndefined();
    const malformed = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(malformed, 400, 'malformed_json');
    expectErrorShape(await join({ email: 'a@example.com', website: 'x'.repeat(20_000) }), 413, 'too_large');
    expect(await list()).toEqual([]);
  });

  it('keeps the list, its export and its changes from visitors and other sites', async () => {
    await join({ email: 'ana@example.com' });
    const id = (await list())[0]!.id;
    for (const [method, url] of [
      ['GET', '/api/waitlist'],
      ['GET', '/api/waitlist.csv'],
      ['DELETE', `/api/waitlist/${id}`],
    ] as const) {
      expectErrorShape(await t.request({ method, url }), 401, 'unauthorized');
    }
    expectErrorShape(
      await t.request({ method: 'PATCH', url: `/api/waitlist/${id}`, payload: { read: true } }),
      401,
      'unauthorized',
    );
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'evil@example.com' },
      headers: { origin: 'https://evil.example' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(crossSite, 403, 'forbidden');
    expect(await list()).toEqual([expect.objectContaining({ email: 'ana@example.com', read: false })]);
  });

  it('limits each address, answering 429 in the error shape with Retry-After', async () => {
    const answers = await postRepeatedly(
      t,
      '/api/waitlist',
      (i) => ({ email: `reader${i}@example.com` }),
      WAITLIST_RATE_LIMIT.max + 1,
      freshAddress(),
    );
    expect(answers.slice(0, -1).every((r) => r.statusCode === 201)).toBe(true);
    const limited = answers.at(-1)!;
    expectErrorShape(limited, 429, 'rate_limited');
    expect(Object.keys(limited.json().error).sort()).toEqual(['code', 'message']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await list()).toHaveLength(WAITLIST_RATE_LIMIT.max);
  });
});
