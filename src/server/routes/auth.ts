import { OWNER_HINT_COOKIE } from '#shared/auth.ts';
import { LoginSchema, ProfileUpdateSchema } from '../../shared/auth-schema';
import type { SecondFactorChallenge } from '../../shared/passkey-schema';
import { getOwner, OWNER_ID } from '../auth/owner';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { deleteOtherSessions, deleteSession } from '../auth/sessions';
import { createSignIn } from '../auth/sign-in';
import { createWebAuthn } from '../auth/webauthn';
import { passkeyRequired, storedPasskeys } from '../db/passkeys';
import { getPasswordHash, updateUser } from '../db/users';
import { badInput, HttpError, unauthorized } from '../errors';
import { jsonBody } from '../input';
import type { RoutePlugin } from '../context';
import { passkeyRoutes } from './passkeys';

const WRONG_PASSWORD = 'That password is not right.';
const LoginBody = jsonBody(LoginSchema);
const ProfileBody = jsonBody(ProfileUpdateSchema);

export const authRoutes: RoutePlugin = async (app, context) => {
  const { database, config, requireOwner } = context;
  const { db } = database;
  const signIn = createSignIn(context);
  const cookieName = signIn.sessionCookieName;
  const webauthn = createWebAuthn(db, config);

  app.post(
    '/auth/login',
    // A client that tried or failed too often is refused before its body is even read.
    { onRequest: signIn.allowed, schema: { body: LoginBody } },
    async (request, reply) => {
      const passwordHash = await getPasswordHash(db, OWNER_ID);
      if (!passwordHash || !(await verifyPassword(request.body.password, passwordHash))) {
        await signIn.failed(request);
        // The same answer for every wrong password.
        throw new HttpError(401, 'wrong_password', WRONG_PASSWORD);
      }
      // With the second factor on, the right password opens no session: one of the owner's
      // passkeys must answer this challenge first (POST /api/auth/passkey-login).
      if (await passkeyRequired(db, OWNER_ID)) {
        const allow = await storedPasskeys(db, OWNER_ID);
        const options = await webauthn.authenticationOptions(reply, 'second-factor', OWNER_ID, allow);
        const answer: SecondFactorChallenge = { secondFactor: 'passkey', options };
        return reply.status(202).send(answer);
      }
      await signIn.open(request, reply);
      return reply.status(204).send();
    },
  );

  await app.register(passkeyRoutes(signIn, webauthn), context);

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
