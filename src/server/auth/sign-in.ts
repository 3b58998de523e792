import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_HINT_COOKIE } from '#shared/auth.ts';
import type { AppContext } from '../context';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from './device-cookie';
import { getPasswordHash } from '../db/users';
import { createLoginLimiter, type LoginClient } from './login-limiter';
import { OWNER_ID } from './owner';
import { verifyPassword } from './password';
import { createPasswordGate, defaultChecksAtOnce } from './password-gate';
import { createSession, deleteSession, SESSION_ABSOLUTE_MS, sessionCookieName } from './sessions';

/**
 * What every way of signing in shares (a password, a passkey, both): one throttle, counted per
 * known device or per address, and one way to open a session.
 */
export function createSignIn({
  database: { db },
  config,
  limiterStore,
  metrics,
}: Pick<AppContext, 'database' | 'config' | 'limiterStore' | 'metrics'>) {
  const cookieName = sessionCookieName(config.secure);
  const limiter = createLoginLimiter(limiterStore, metrics.rateLimitRefused);
  const devices = createDeviceCookies(db);
  const deviceCookie = deviceCookieName(config.secure);
  const gate = createPasswordGate(config.passwordChecksAtOnce ?? defaultChecksAtOnce(), () =>
    metrics.rateLimitRefused('password-checks'),
  );

  /** A browser that signed in here before (a valid device cookie), or an untrusted client by its address. */
  async function client(request: FastifyRequest): Promise<LoginClient> {
    const device = await devices.read(request.cookies[deviceCookie], OWNER_ID);
    return device ? { device } : { address: request.ip };
  }

  /** The sign-in succeeded: a new session (the browser's previous one dropped) and a new device cookie. */
  async function open(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await limiter.recordSuccess(await client(request));
    const previous = request.cookies[cookieName];
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, OWNER_ID);
    const options = {
      path: '/',
      sameSite: 'lax',
      secure: config.secure,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    } as const;
    reply.setCookie(cookieName, token, { ...options, httpOnly: true });
    // A readable hint (no secret in it) so that visitors' pages never ask /api/auth/me and log a 401.
    reply.setCookie(OWNER_HINT_COOKIE, '1', options);
    // This browser is known from now on: attacks from elsewhere never slow it down.
    reply.setCookie(deviceCookie, await devices.issue(OWNER_ID), {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }

  /**
   * One try of a secret (a password, a passkey): counted as a failure first, in one atomic step
   * (429 past the limit, before the secret is looked at), then checked, then given back if right.
   */
  async function attempt(request: FastifyRequest, check: () => Promise<boolean>): Promise<boolean> {
    const who = await client(request);
    await limiter.reserve(who);
    let right: boolean;
    try {
      right = await check();
    } catch (error) {
      // Not checked (the server is busy, the database failed): not a failure of this client's.
      await limiter.release(who);
      throw error;
    }
    if (right) await limiter.release(who);
    return right;
  }

  /** The owner's password, checked within the cap on checks at once (see password-gate.ts). */
  const passwordIsRight = (password: string) =>
    gate.run(async () => {
      const hash = await getPasswordHash(db, OWNER_ID);
      return hash !== undefined && hash !== null && (await verifyPassword(password, hash));
    });

  return {
    limiter,
    client,
    open,
    attempt,
    /** The owner's password, as a counted try of this client's. */
    checkPassword: (request: FastifyRequest, password: string) =>
      attempt(request, () => passwordIsRight(password)),
    /** The owner's password, not counted (the owner's session is already there), still within the cap. */
    passwordIsRight,
    sessionCookieName: cookieName,
    /** onRequest hook: a client that tried or failed too often is refused before its body is read. */
    allowed: async (request: FastifyRequest) => limiter.assertAllowed(await client(request)),
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
