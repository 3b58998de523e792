import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_HINT_COOKIE } from '../../shared/auth';
import { LoginSchema, ProfileUpdateSchema } from '../../shared/auth-schema';
import { getOwner, OWNER_ID } from '../auth/owner';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from '../auth/device-cookie';
import { createLoginLimiter, type LoginClient } from '../auth/login-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  SESSION_ABSOLUTE_MS,
  sessionCookieName,
} from '../auth/sessions';
import { getPasswordHash, updateUser } from '../db/users';
import { badInput, HttpError, unauthorized } from '../errors';
import { jsonBody } from '../input';
import type { RoutePlugin } from '../context';

const WRONG_PASSWORD = 'That password is not right.';
const LoginBody = jsonBody(LoginSchema);
const ProfileBody = jsonBody(ProfileUpdateSchema);

export const authRoutes: RoutePlugin = async (
  app,
  { database, config, requireOwner, limiterStore, metrics },
) => {
  const { db } = database;
  const cookieName = sessionCookieName(config.secure);
  const limiter = createLoginLimiter(limiterStore, metrics.rateLimitRefused);
  const devices = createDeviceCookies(db);
  const deviceCookie = deviceCookieName(config.secure);

  /** A browser that signed in here before (a valid device cookie), or an untrusted client by its address. */
  async function loginClient(request: FastifyRequest): Promise<LoginClient> {
    const device = await devices.read(request.cookies[deviceCookie], OWNER_ID);
    return device ? { device } : { address: request.ip };
  }

  function setSessionCookie(reply: FastifyReply, token: string) {
    const options = {
      path: '/',
      sameSite: 'lax',
      secure: config.secure,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    } as const;
    reply.setCookie(cookieName, token, { ...options, httpOnly: true });
    // A readable hint (no secret in it) so that visitors' pages never ask /api/auth/me and log a 401.
    reply.setCookie(OWNER_HINT_COOKIE, '1', options);
  }

  app.post(
    '/auth/login',
    {
      // A client that tried or failed too often is refused before its body is even read.
      onRequest: async (request) => limiter.assertAllowed(await loginClient(request)),
      schema: { body: LoginBody },
    },
    async (request, reply) => {
      const client = await loginClient(request);
      const passwordHash = await getPasswordHash(db, OWNER_ID);
      if (!passwordHash || !(await verifyPassword(request.body.password, passwordHash))) {
        await limiter.recordFailure(client);
        // The same answer for every wrong password.
        throw new HttpError(401, 'wrong_password', WRONG_PASSWORD);
      }
      await limiter.recordSuccess(client);
      // A new session id at every sign-in; the one the browser had (if any) is dropped.
      const previous = request.cookies[cookieName];
      if (previous) await deleteSession(db, previous);
      setSessionCookie(reply, await createSession(db, OWNER_ID));
      // A new device cookie at every sign-in: this browser is known from now on.
      reply.setCookie(deviceCookie, await devices.issue(OWNER_ID), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return reply.status(204).send();
    },
  );

  app.post('/auth/logout', { onRequest: requireOwner }, async (request, reply) => {
    const token = request.cookies[cookieName];
    if (token) await deleteSession(db, token);
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
    reply.clearCookie(OWNER_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: config.secure });
    return reply.status(204).send();
  });

  app.get('/auth/me', async (request) => {
    if (!request.session) throw unauthorized();
    const user = await getOwner(db);
    if (!user) throw unauthorized();
    return { user };
  });

  app.patch('/auth/me', { onRequest: requireOwner, schema: { body: ProfileBody } }, async (request) => {
    const { currentPassword, newPassword, ...profile } = request.body;
    const changes: { name?: string; email?: string; avatar?: string; passwordHash?: string } = { ...profile };
    if (newPassword !== undefined) {
      const passwordHash = await getPasswordHash(db, OWNER_ID);
      if (!currentPassword || !passwordHash || !(await verifyPassword(currentPassword, passwordHash))) {
        throw badInput({ currentPassword: 'Your current password is not right' });
      }
      const problem = passwordProblem(newPassword);
      if (problem) throw badInput({ newPassword: problem });
      changes.passwordHash = await hashPassword(newPassword);
    }
    if (Object.keys(changes).length > 0) await updateUser(db, OWNER_ID, changes);
    // Changing the password ends every other session.
    if (changes.passwordHash) await deleteOtherSessions(db, OWNER_ID, request.session?.id);
    return { user: await getOwner(db) };
  });
};
