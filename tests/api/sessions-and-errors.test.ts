import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/server/auth/sessions';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(ENGINES)('session expiry on $name', ({ name: engine }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('ends a session idle for 7 days and one older than 30 days, however active', async () => {
    expect(SESSION_IDLE_MS).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    expect(SESSION_ABSOLUTE_MS).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    const idle = await t.login();
    const old = await t.login();
    const sessions = await t.database.db.selectFrom('sessions').select('id').orderBy('createdAt').execute();
    expect(sessions).toHaveLength(2);
    // Age the first session's last use past the idle limit, and the second's absolute deadline.
    await t.database.db
      .updateTable('sessions')
      .set({ lastSeenAt: ago(SESSION_IDLE_MS + 1000) })
      .where('id', '=', sessions[0]!.id)
      .execute();
    await t.database.db
      .updateTable('sessions')
      .set({ expiresAt: ago(1000) })
      .where('id', '=', sessions[1]!.id)
      .execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: idle })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: old })).statusCode).toBe(401);
    expect(await t.database.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('renews the idle deadline when the session is used', async () => {
    const cookie = await t.login();
    await t.database.db
      .updateTable('sessions')
      .set({ lastSeenAt: ago(SESSION_IDLE_MS - 60_000) })
      .execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(200);
    const { lastSeenAt } = await t.database.db
      .selectFrom('sessions')
      .select('lastSeenAt')
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(lastSeenAt)).toBeLessThan(60_000);
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and a request id, never a stack, SQL or path', async () => {
    const t = await createTestApp('sqlite');
    const cookie = await t.login();
    const made = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Kyoto', latitude: 35.01, longitude: 135.77 },
    });
    // Break the database under the running app, then read one place (the list is prepared ahead).
    t.database.sqlite!.exec('DROP TABLE location_videos');
    const response = await t.request({ method: 'GET', url: `/api/locations/${made.json().id}` });
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.code).toBe('internal_error');
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.message).toContain(error.requestId);
    expect(response.body).not.toMatch(/location_videos|select|sqlite|at .*\.ts|\/work\//i);
    await t.close();
  });
});
