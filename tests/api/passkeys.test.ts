import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES } from '../../src/server/auth/login-limiter';
import { setOwnerPassword } from '../../src/server/auth/owner';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';
import { createTestApp, ENGINES, ORIGIN, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';

// Issue 13: passkeys the owner adds in Profile Settings, that sign in alone, and that complete a
// right password while the second factor is on. A software authenticator plays the browser's part.

/** The cookies a browser would hold: set by answers, cleared by empty values. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(header = '') {
    for (const pair of header.split('; ').filter(Boolean)) {
      const [name, value] = pair.split('=') as [string, string];
      this.cookies.set(name, value);
    }
  }
  take(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const { name, value } of response.cookies) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const errorBody = (code: string) => ({
  error: expect.objectContaining({ code, message: expect.any(String) }),
});

describe.each(ENGINES)('passkeys on $name', ({ name: engine }) => {
  let t: TestApp;
  let authenticator: SoftwareAuthenticator;
  beforeEach(async () => {
    t = await createTestApp(engine);
    authenticator = new SoftwareAuthenticator(ORIGIN);
  });
  afterEach(() => t.close());

  const send = (
    jar: CookieJar,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t
      .request({
        method,
        url,
        cookie: jar.header,
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
      .then((response) => jar.take(response));

  /** The owner, signed in with the password, adds a passkey named `name`. */
  async function addPasskey(owner: CookieJar, name = 'Laptop') {
    const options = await send(owner, 'POST', '/api/auth/passkeys/options', {});
    expect(options.statusCode).toBe(200);
    const response = authenticator.register(options.json());
    return send(owner, 'POST', '/api/auth/passkeys', { name, response });
  }

  /** A passkey sign-in from a browser with these cookies: options, the authenticator's answer, verify. */
  async function passkeySignIn(
    jar: CookieJar,
    answer = (options: { challenge: string }) => authenticator.authenticate(options),
  ) {
    const options = await send(jar, 'POST', '/api/auth/passkey-login/options');
    expect(options.statusCode).toBe(200);
    return send(jar, 'POST', '/api/auth/passkey-login', { response: answer(options.json()) });
  }

  const signedIn = async (jar: CookieJar) =>
    (await t.request({ method: 'GET', url: '/api/auth/me', cookie: jar.header })).statusCode === 200;

  it('the owner adds a named passkey, which turns the second factor on, and lists it', async () => {
    const owner = new CookieJar(await t.login());
    const added = await addPasskey(owner, 'Phone');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      passkeys: [
        {
          id: expect.any(Number),
          name: 'Phone',
          createdAt: expect.stringMatching(/Z$/),
          lastUsedAt: null,
        },
      ],
      requirePasskey: true,
    });
    expect((await send(owner, 'GET', '/api/auth/passkeys')).json()).toEqual(added.json());
    // The options of a second one exclude the passkey this account already has.
    const options = (await send(owner, 'POST', '/api/auth/passkeys/options')).json();
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.passkeys[0]!.id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Fru World' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
  });

  it('a passkey alone signs in, and its last use is shown', async () => {
    await addPasskey(new CookieJar(await t.login()));
    const browser = new CookieJar();
    const answer = await passkeySignIn(browser);
    expect(answer.statusCode).toBe(204);
    expect(browser.has('fru_session')).toBe(true);
    expect(browser.has('fru_webauthn')).toBe(false);
    expect(await signedIn(browser)).toBe(true);
    const list = (await send(browser, 'GET', '/api/auth/passkeys')).json();
    expect(list.passkeys[0].lastUsedAt).toMatch(/Z$/);
  });

  it('with the second factor on, the right password opens no session until a passkey answers', async () => {
    await addPasskey(new CookieJar(await t.login()));
    const browser = new CookieJar();
    const login = await send(browser, 'POST', '/api/auth/login', { password: OWNER_PASSWORD });
    expect(login.statusCode).toBe(202);
    expect(login.json()).toEqual({
      secondFactor: 'passkey',
      options: expect.objectContaining({
        rpId: 'localhost',
        userVerification: 'required',
        allowCredentials: [expect.objectContaining({ id: authenticator.passkeys[0]!.id })],
      }),
    });
    expect(browser.has('fru_session')).toBe(false);
    expect(await signedIn(browser)).toBe(false);
    const second = await send(browser, 'POST', '/api/auth/passkey-login', {
      response: authenticator.authenticate(login.json().options),
    });
    expect(second.statusCode).toBe(204);
    expect(await signedIn(browser)).toBe(true);
    // A wrong password still answers as before, with no challenge.
    const wrong = await send(new CookieJar(), 'POST', '/api/auth/login', { password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorBody('wrong_password'));
  });

  it('turning the second factor off asks for the password; on again needs a passkey', async () => {
    const owner = new CookieJar(await t.login());
    const none = await send(owner, 'PATCH', '/api/auth/passkeys', { requirePasskey: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ requirePasskey: 'Add a passkey first' });
    await addPasskey(owner);
    for (const payload of [
      { requirePasskey: false },
      { requirePasskey: false, password: 'not the password' },
    ]) {
      const refused = await send(owner, 'PATCH', '/api/auth/passkeys', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('password');
    }
    const off = await send(owner, 'PATCH', '/api/auth/passkeys', {
      requirePasskey: false,
      password: OWNER_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().requirePasskey).toBe(false);
    expect(
      (await send(new CookieJar(), 'POST', '/api/auth/login', { password: OWNER_PASSWORD })).statusCode,
    ).toBe(204);
    const on = await send(owner, 'PATCH', '/api/auth/passkeys', { requirePasskey: true });
    expect(on.json().requirePasskey).toBe(true);
    expect(
      (await send(new CookieJar(), 'POST', '/api/auth/login', { password: OWNER_PASSWORD })).statusCode,
    ).toBe(202);
  });

  it('removing a passkey asks for the password; without passkeys a password alone signs in again', async () => {
    const owner = new CookieJar(await t.login());
    const id = (await addPasskey(owner)).json().passkeys[0].id as number;
    const noPassword = await send(owner, 'DELETE', `/api/auth/passkeys/${id}`, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ password: 'Enter your password' });
    const wrong = await send(owner, 'DELETE', `/api/auth/passkeys/${id}`, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'That password is not right' });
    for (const other of [id + 1, 'abc', '1e3']) {
      const unknown = await send(owner, 'DELETE', `/api/auth/passkeys/${other}`, {
        password: OWNER_PASSWORD,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorBody('not_found'));
    }
    const removed = await send(owner, 'DELETE', `/api/auth/passkeys/${id}`, { password: OWNER_PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ passkeys: [], requirePasskey: false });
    expect(
      (await send(new CookieJar(), 'POST', '/api/auth/login', { password: OWNER_PASSWORD })).statusCode,
    ).toBe(204);
    // The removed passkey no longer signs in.
    const refused = await passkeySignIn(new CookieJar(), (options) => authenticator.authenticate(options));
    expect(refused.statusCode).toBe(401);
  });

  it('refuses visitors on every owner route with 401, in the error shape', async () => {
    const visitor = new CookieJar();
    for (const [method, url] of [
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/options'],
      ['POST', '/api/auth/passkeys'],
      ['PATCH', '/api/auth/passkeys'],
      ['DELETE', '/api/auth/passkeys/abc'],
    ] as const) {
      const response = await send(visitor, method, url, method === 'GET' ? undefined : { name: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(errorBody('unauthorized'));
    }
  });

  it('refuses bad bodies with 400 and a message per field', async () => {
    const owner = new CookieJar(await t.login());
    const options = (await send(owner, 'POST', '/api/auth/passkeys/options')).json();
    const good = authenticator.register(options);
    const cases: [unknown, string][] = [
      [{ response: good }, 'name'],
      [{ name: '   ', response: good }, 'name'],
      [{ name: 'x'.repeat(61), response: good }, 'name'],
      [{ name: 'Tab\there', response: good }, 'name'],
      [{ name: 'Laptop' }, 'response'],
      [{ name: 'Laptop', response: { ...good, type: 'password' } }, 'response.type'],
      [{ name: 'Laptop', response: { ...good, id: 'not base64url!' } }, 'response.id'],
      [
        { name: 'Laptop', response: { ...good, response: { clientDataJSON: good.response.clientDataJSON } } },
        'response.response.attestationObject',
      ],
      [{ name: 'Laptop', response: good, extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await send(owner, 'POST', '/api/auth/passkeys', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    const notObject = await send(new CookieJar(), 'POST', '/api/auth/passkey-login', [1, 2]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual(errorBody('invalid_input'));
    const noResponse = await send(new CookieJar(), 'POST', '/api/auth/passkey-login', {
      response: { id: 'abc' },
    });
    expect(noResponse.statusCode).toBe(400);
    expect(noResponse.json().error.fields).toHaveProperty(['response.rawId']);
  });

  it('refuses an answer to another challenge, to no challenge, to a used one, and from another origin', async () => {
    const owner = new CookieJar(await t.login());
    // Registration: the answer must sign the challenge this browser was given.
    await send(owner, 'POST', '/api/auth/passkeys/options');
    const forged = await send(owner, 'POST', '/api/auth/passkeys', {
      name: 'Laptop',
      response: authenticator.register({ challenge: 'c29tZSBvdGhlciBjaGFsbGVuZ2U', user: { id: 'MQ' } }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual(errorBody('passkey_refused'));
    // That challenge is used up: the right answer to it is refused now.
    const replay = await send(owner, 'POST', '/api/auth/passkeys', {
      name: 'Laptop',
      response: authenticator.register({ challenge: 'x', user: { id: 'MQ' } }),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(errorBody('passkey_expired'));
    expect((await addPasskey(owner)).statusCode).toBe(201);
    expect((await t.database.db.selectFrom('passkeys').select('id').execute()).length).toBe(1);

    // Sign-in: another challenge, another origin, no challenge at all, the same answer twice.
    const other = await passkeySignIn(new CookieJar(), () =>
      authenticator.authenticate({ challenge: 'b3RoZXI' }),
    );
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual(errorBody('passkey_refused'));
    const elsewhere = await passkeySignIn(new CookieJar(), (options) =>
      authenticator.authenticate(options, { origin: 'https://fru-world.example' }),
    );
    expect(elsewhere.statusCode).toBe(401);
    const noChallenge = await send(new CookieJar(), 'POST', '/api/auth/passkey-login', {
      response: authenticator.authenticate({ challenge: 'eA' }),
    });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json()).toEqual(errorBody('passkey_expired'));
    const browser = new CookieJar();
    const options = (await send(browser, 'POST', '/api/auth/passkey-login/options')).json();
    const answer = authenticator.authenticate(options);
    const cookie = browser.header;
    expect((await send(browser, 'POST', '/api/auth/passkey-login', { response: answer })).statusCode).toBe(
      204,
    );
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/passkey-login',
      cookie,
      payload: { response: answer },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(errorBody('passkey_expired'));
  });

  it('refuses a passkey this site does not know, and one answering for a counter gone backwards', async () => {
    await addPasskey(new CookieJar(await t.login()));
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'eA', user: { id: 'MQ' } });
    const unknown = await passkeySignIn(new CookieJar(), (options) => stranger.authenticate(options));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(errorBody('passkey_refused'));
    // A cloned authenticator shows itself by a counter that does not grow.
    expect((await passkeySignIn(new CookieJar())).statusCode).toBe(204);
    authenticator.passkeys[0]!.counter = 0;
    expect((await passkeySignIn(new CookieJar())).statusCode).toBe(401);
  });

  it('counts refused passkeys with the wrong passwords: the sign-in throttle holds for both', async () => {
    await addPasskey(new CookieJar(await t.login()));
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'eA', user: { id: 'MQ' } });
    for (let i = 0; i < LOGIN_FAILURES.perAddress.points; i += 1) {
      const refused = await passkeySignIn(new CookieJar(), (options) => stranger.authenticate(options));
      expect(refused.statusCode).toBe(401);
    }
    const options = await t.request({ method: 'POST', url: '/api/auth/passkey-login/options' });
    expect(options.statusCode).toBe(429);
    expect(options.headers['retry-after']).toMatch(/^\d+$/);
    expect(options.json()).toEqual(errorBody('rate_limited'));
    const password = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: OWNER_PASSWORD },
    });
    expect(password.statusCode).toBe(429);
  });

  it('owner:reset-password turns the second factor off: the way back in when the passkey is lost', async () => {
    await addPasskey(new CookieJar(await t.login()));
    const changed = 'a new password after a lost phone';
    await setOwnerPassword(t.database.db, changed);
    const browser = new CookieJar();
    expect((await send(browser, 'POST', '/api/auth/login', { password: changed })).statusCode).toBe(204);
    // The passkeys stay, for the owner to remove the lost one or turn the second factor back on.
    const list = (await send(browser, 'GET', '/api/auth/passkeys')).json();
    expect(list).toMatchObject({ passkeys: [{ name: 'Laptop' }], requirePasskey: false });
  });
});
