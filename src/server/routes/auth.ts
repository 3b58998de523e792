import { OWNER_HINT_COOKIE } from '#shared/auth.ts';
import { authApi } from '#shared/api/auth.ts';
import { routeServer } from '../api/serve';
import { getOwner, OWNER_ID } from '../auth/owner';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { deleteOtherSessions, deleteSession } from '../auth/sessions';
import { createSignIn } from '../auth/sign-in';
import { createWebAuthn } from '../auth/webauthn';
import { passkeyRequired, storedPasskeys } from '../db/passkeys';
import { updateUser } from '../db/users';
import { badInput, HttpError, unauthorized } from '../errors';
import type { RoutePlugin } from '../context';
import { passkeyRoutes } from './passkeys';

const WRONG_PASSWORD = 'That password is not right.';

export const authRoutes: RoutePlugin = async (app, context) => {
  const { database, config } = context;
  const { db } = database;
  const signIn = createSignIn(context);
  const cookieName = signIn.sessionCookieName;
  const webauthn = createWebAuthn(db, config);
  const serve = routeServer(app, context);

  serve(
    authApi.login,
    async (request, reply) => {
      if (!(await signIn.checkPassword(request, request.body.password))) {
        // The same answer for every wrong password.
        throw new HttpError(401, 'wrong_password', WRONG_PASSWORD);
      }
      // With the second factor on, the right password opens no session: one of the owner's
      // passkeys must answer this challenge first (POST /api/auth/passkey-login).
      if (await passkeyRequired(db, OWNER_ID)) {
        const allow = await storedPasskeys(db, OWNER_ID);
        const options = await webauthn.authenticationOptions(reply, 'second-factor', OWNER_ID, allow);
        return reply.status(202).send({ secondFactor: 'passkey', options });
      }
      await signIn.open(request, reply);
      return reply.status(204).send();
    },
    // A client that tried or failed too often is refused before its body is even read.
    { onRequest: signIn.allowed },
  );

  await app.register(passkeyRoutes(signIn, webauthn), context);

  serve(authApi.logout, async (request, reply) => {
    const token = request.cookies[cookieName];
    if (token) await deleteSession(db, token);
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
    reply.clearCookie(OWNER_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: config.secure });
    return reply.status(204).send();
  });

  serve(authApi.me, async () => {
    const user = await getOwner(db);
    if (!user) throw unauthorized();
    return { user };
  });

  serve(authApi.updateMe, async (request) => {
    const { currentPassword, newPassword, ...profile } = request.body;
    const changes: { name?: string; email?: string; avatar?: string; passwordHash?: string } = { ...profile };
    if (newPassword !== undefined) {
      if (!currentPassword || !(await signIn.passwordIsRight(currentPassword))) {
        throw badInput({ currentPassword: 'Your current password is not right' });
      }
      const problem = passwordProblem(newPassword);
      if (problem) throw badInput({ newPassword: problem });
      changes.passwordHash = await hashPassword(newPassword);
    }
    if (Object.keys(changes).length > 0) await updateUser(db, OWNER_ID, changes);
    // Changing the password ends every other session.
    if (changes.passwordHash) await deleteOtherSessions(db, OWNER_ID, request.session?.id);
    const user = await getOwner(db);
    if (!user) throw unauthorized();
    return { user };
  });
};
