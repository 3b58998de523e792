import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '../../src/shared/site-config';
import { DEFAULT_OWNER } from '../../src/server/auth/owner';
import { dumpDatabase } from '../helpers/db-dump';
import { expectErrorShape } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const MINE = {
  name: 'Ana Lopes',
  email: 'ana@example.com',
  channelUrl: 'https://www.youtube.com/@analopes',
};

describe.each(ENGINES)('first sign-in onboarding API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const ask = async (as = cookie) => {
    const response = await t.request({ method: 'GET', url: '/api/onboarding', cookie: as });
    expect(response.statusCode).toBe(200);
    return (response.json() as { ask: boolean }).ask;
  };
  // null: as a visitor.
  const save = (payload: unknown, as: string | null = cookie) =>
    t.request({ method: 'PUT', url: '/api/onboarding', payload: payload as object, cookie: as ?? undefined });
  const later = (as: string | null = cookie) =>
    t.request({ method: 'POST', url: '/api/onboarding/later', cookie: as ?? undefined });
  const me = async () => (await t.request({ method: 'GET', url: '/api/auth/me', cookie })).json().user;
  const site = async () => (await t.request({ method: 'GET', url: '/api/site' })).json();

  it('asks a new site, and Save makes the name, email and channel link the creator’s', async () => {
    expect(await ask()).toBe(true);
    const response = await save({ ...MINE, name: `  ${MINE.name}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: MINE.name, email: MINE.email });
    expect(await me()).toMatchObject({ name: MINE.name, email: MINE.email });
    expect((await site()).channelUrl).toBe(MINE.channelUrl);
    expect(await ask()).toBe(false);
    // Another browser signed in afterwards is not asked either.
    expect(await ask(await t.login())).toBe(false);
  });

  it('Later keeps the defaults and is remembered for every browser', async () => {
    expect((await later()).statusCode).toBe(204);
    expect(await ask()).toBe(false);
    expect(await ask(await t.login())).toBe(false);
    expect(await me()).toMatchObject({ name: DEFAULT_OWNER.name, email: DEFAULT_OWNER.email });
    expect((await site()).channelUrl).toBe(SITE_DEFAULTS.channelUrl);
    // A second answer changes nothing.
    expect((await later()).statusCode).toBe(204);
    expect(await ask()).toBe(false);
  });

  it('does not ask a creator who has already made the profile theirs', async () => {
    const patched = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { name: 'Ana' },
      cookie,
    });
    expect(patched.statusCode).toBe(200);
    expect(await ask()).toBe(false);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await dumpDatabase(t.database);
    const cases: [unknown, string][] = [
      [{ ...MINE, name: '   ' }, 'name'],
      [{ ...MINE, email: 'not an email' }, 'email'],
      [{ ...MINE, channelUrl: 'javascript:alert(1)' }, 'channelUrl'],
      [{ ...MINE, channelUrl: 'ftp://example.com/me' }, 'channelUrl'],
      [{ name: MINE.name, email: MINE.email }, 'channelUrl'],
      [{ ...MINE, name: 'x'.repeat(101) }, 'name'],
      [{ ...MINE, isAdmin: true }, 'isAdmin'],
    ];
    for (const [payload, field] of cases) {
      const error = expectErrorShape(await save(payload), 400, 'invalid_input');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expectErrorShape(await save([MINE]), 400);
    expect(await dumpDatabase(t.database)).toEqual(before);
    expect(await ask()).toBe(true);
  });

  it('refuses visitors and changes nothing', async () => {
    const before = await dumpDatabase(t.database);
    expectErrorShape(await t.request({ method: 'GET', url: '/api/onboarding' }), 401);
    expectErrorShape(await save(MINE, null), 401);
    expectErrorShape(await later(null), 401);
    expect(await dumpDatabase(t.database)).toEqual(before);
  });

  it('never asks where SITE_ONBOARDED is set', async () => {
    const skipping = await createTestApp(engine, { SITE_ONBOARDED: 'true' });
    try {
      const response = await skipping.request({
        method: 'GET',
        url: '/api/onboarding',
        cookie: await skipping.login(),
      });
      expect(response.json()).toEqual({ ask: false });
    } finally {
      await skipping.close();
    }
  });
});
