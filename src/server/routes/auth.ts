import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { OWNER_HINT_COOKIE } from '../../shared/auth';
import { LoginSchema, ProfileUpdateSchema } from '../../shared/auth-schema';
import { getOwner, OWNER_ID } from '../auth/owner';
import { createLoginLimiter } from '../auth/login-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  SESSION_ABSOLUTE_MS,
  sessionCookieName,
} from '../auth/sessions';
import { badInput, HttpError, parseBody, unauthorized } from '../errors';
import type { AppContext } from '../context';

const WRONG_PASSWORD = 'That password is not right.';

export const authRoutes: FastifyPluginAsync<AppContext> = async (app, { database, config, requireOwner }) => {
  const { db } = database;
  const cookieName = sessionCookieName(config.secure);
  const limiter = createLoginLimiter();

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
    // Each attempt costs a 128 MB scrypt: cap attempts per address, failed or not.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      await limiter.assertAllowed(request.ip);
      const { password } = parseBody(LoginSchema, request.body);
      const owner = await db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', OWNER_ID)
        .executeTakeFirst();
      if (!owner || !(await verifyPassword(password, owner.passwordHash))) {
        await limiter.recordFailure(request.ip);
        // The same answer for every wrong password.
        throw new HttpError(401, 'wrong_password', WRONG_PASSWORD);
      }
      await limiter.recordSuccess(request.ip);
      // A new session id at every sign-in; the one the browser had (if any) is dropped.
      const previous = request.cookies[cookieName];
      if (previous) await deleteSession(db, previous);
      setSessionCookie(reply, await createSession(db, OWNER_ID));
      return reply.status(204).send();
    },
  );

  app.post('/auth/logout', { preHandler: requireOwner }, async (request, reply) => {
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

  app.patch('/auth/me', { preHandler: requireOwner }, async (request) => {
    const { currentPassword, newPassword, ...profile } = parseBody(ProfileUpdateSchema, request.body);
    const changes: { name?: string; email?: string; avatar?: string; passwordHash?: string } = { ...profile };
    if (newPassword !== undefined) {
      const owner = await db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', OWNER_ID)
        .executeTakeFirstOrThrow();
      if (!currentPassword || !(await verifyPassword(currentPassword, owner.passwordHash))) {
        throw badInput({ currentPassword: 'Your current password is not right' });
      }
      const problem = passwordProblem(newPassword);
      if (problem) throw badInput({ newPassword: problem });
      changes.passwordHash = await hashPassword(newPassword);
    }
    if (Object.keys(changes).length > 0) {
      await db
        .updateTable('users')
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where('id', '=', OWNER_ID)
        .execute();
    }
    // Changing the password ends every other session.
    if (changes.passwordHash) await deleteOtherSessions(db, OWNER_ID, request.session?.id);
    return { user: await getOwner(db) };
  });
};
