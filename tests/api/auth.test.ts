import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('owner sign-in on $name', ({ name: engine }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('signs in with an HttpOnly, SameSite=Lax session cookie and reads the owner', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: OWNER_PASSWORD },
    });
    expect(login.statusCode).toBe(204);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^fru_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const cookie = setCookie.split(';')[0]!;
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual({
      id: 1,
      name: 'Fru',
      email: 'hello@fruworld.com',
      avatar: '',
      joinDate: expect.stringMatching(/Z$/),
    });
  });

  it('answers 401 in the error shape for a wrong password and for a visitor', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'wrong_password', message: expect.any(String) } });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('gives a new session id at every sign-in and kills the session at logout', async () => {
    const first = await t.login();
    const second = await t.login();
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', cookie: second })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: second })).statusCode).toBe(401);
    const write = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie: second,
      payload: { name: 'x', latitude: 1, longitude: 1 },
    });
    expect(write.statusCode).toBe(401);
    // The other session is still alive.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: first })).statusCode).toBe(200);
  });

  it('edits the profile, and a password change ends every other session', async () => {
    const mine = await t.login();
    const other = await t.login();
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: mine,
      payload: { name: 'Fru Explorer', avatar: 'https://example.com/me.png' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ name: 'Fru Explorer', avatar: 'https://example.com/me.png' });

    const wrongCurrent = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: mine,
      payload: { currentPassword: 'nope', newPassword: 'a brand new passphrase' },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().error.fields).toHaveProperty('currentPassword');
    const badAvatar = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: mine,
      payload: { avatar: 'javascript:alert(1)' },
    });
    expect(badAvatar.json().error.fields).toHaveProperty('avatar');

    const changed = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: mine,
      payload: { currentPassword: OWNER_PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: mine })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: other })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { password: OWNER_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { password: 'a brand new passphrase' },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses profile changes without a session or from another site', async () => {
    expect(
      (await t.request({ method: 'PATCH', url: '/api/auth/me', payload: { name: 'Mallory' } })).statusCode,
    ).toBe(401);
    const cookie = await t.login();
    const crossSite = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie,
      payload: { name: 'Mallory' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).json().user.name).toBe('Fru');
  });
});

describe('owner sign-in over https', () => {
  it('names the cookie __Host- and marks it Secure', async () => {
    const t = await createTestApp('sqlite', { SITE_URL: 'https://fru.example' });
    try {
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: OWNER_PASSWORD },
        headers: { origin: 'https://fru.example' },
      });
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-fru_session=/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Path=/');
    } finally {
      await t.close();
    }
  });
});

describe.each(ENGINES)('location types on $name', ({ name: engine }) => {
  it('lists the 13 types with their labels, plus custom types in use', async () => {
    const t = await createTestApp(engine);
    try {
      const before = (await t.request({ method: 'GET', url: '/api/location-types' })).json();
      expect(before).toHaveLength(13);
      expect(before[0]).toEqual({ type: 'national-park', label: 'National Park' });
      expect(before).toContainEqual({ type: 'unesco', label: 'UNESCO Sites' });
      const cookie = await t.login();
      await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: { name: 'Route 66 diner crawl', latitude: 35.2, longitude: -101.8, type: 'road-trip' },
      });
      const after = (await t.request({ method: 'GET', url: '/api/location-types' })).json();
      expect(after).toHaveLength(14);
      expect(after).toContainEqual({ type: 'road-trip', label: 'road-trip' });
    } finally {
      await t.close();
    }
  });
});

describe('sign-in limits and password policy', () => {
  it('limits failed sign-ins per address with 429 and Retry-After, the same answer for every wrong password', async () => {
    const t = await createTestApp('sqlite');
    try {
      const attempt = (password: string, ip = '203.0.113.7') =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { password },
          remoteAddress: ip,
          headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        });
      const answers = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const wrong = await attempt(`wrong guess ${i}`);
        expect(wrong.statusCode).toBe(401);
        answers.add(wrong.body);
      }
      expect(answers.size).toBe(1);
      const blocked = await attempt(OWNER_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().error.code).toBe('rate_limited');
      // Another address is not blocked by this one's failures.
      expect((await attempt(OWNER_PASSWORD, '198.51.100.2')).statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });

  it('refuses a new password that is short or among the most common', async () => {
    const t = await createTestApp('sqlite');
    try {
      const cookie = await t.login();
      for (const newPassword of ['short pass', 'qwerty123456', '1q2w3e4r5t6y']) {
        const response = await t.request({
          method: 'PATCH',
          url: '/api/auth/me',
          cookie,
          payload: { currentPassword: OWNER_PASSWORD, newPassword },
        });
        expect(response.statusCode, newPassword).toBe(400);
        expect(response.json().error.fields).toHaveProperty('newPassword');
      }
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/login', payload: { password: OWNER_PASSWORD } }))
          .statusCode,
      ).toBe(204);
    } finally {
      await t.close();
    }
  });
});
