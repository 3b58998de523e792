import { authApi } from '#shared/api/auth.ts';
import { routeServer } from '../api/serve';
import { getOwner, OWNER_ID } from '../auth/owner';
import type { SignIn } from '../auth/sign-in';
import type { WebAuthn } from '../auth/webauthn';
import type { AppContext, RoutePlugin } from '../context';
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  markPasskeyUsed,
  passkeyList,
  setRequirePasskey,
  storedPasskeys,
} from '../db/passkeys';
import { badInput, HttpError, notFound, unauthorized } from '../errors';

const expired = () =>
  new HttpError(
    400,
    'passkey_expired',
    'This passkey request has expired or was already used. Please try again.',
  );
const refused = () => new HttpError(401, 'passkey_refused', 'That passkey was not accepted here.');
const WRONG_PASSWORD = { password: 'That password is not right' };

/**
 * Passkeys (issue 13): the owner adds, lists and removes them, may sign in with one alone, and a
 * right password must be completed with one while the second factor is on. Changes that weaken the
 * sign-in (removing a passkey, turning the second factor off) ask for the password again, so that
 * a session alone (a cookie taken, a laptop left open) cannot take the second factor away.
 */
export function passkeyRoutes(signIn: SignIn, webauthn: WebAuthn): RoutePlugin {
  return async (app, context: AppContext) => {
    const { db } = context.database;
    const serve = routeServer(app, context);
    /** The owner's password again; wrong ones count as failed sign-ins (each costs a scrypt). */
    const confirmPassword = async (request: Parameters<typeof signIn.checkPassword>[0], password: string) => {
      if (await signIn.checkPassword(request, password)) return;
      throw badInput(WRONG_PASSWORD, 'That password is not right.');
    };

    serve(authApi.passkeys, () => passkeyList(db, OWNER_ID));

    serve(authApi.passkeyOptions, async (_request, reply) => {
      const owner = await getOwner(db);
      if (!owner) throw unauthorized();
      // SimpleWebAuthn's server types are looser than what it gives; the serializer checks the answer.
      return reply.send(await webauthn.registrationOptions(reply, owner, await storedPasskeys(db, OWNER_ID)));
    });

    serve(authApi.addPasskey, async (request, reply) => {
      const challenge = await webauthn.takeChallenge(request, reply, ['register']);
      if (!challenge || challenge.userId !== OWNER_ID) throw expired();
      const credential = await webauthn.verifyRegistration(request.body.response, challenge.challenge);
      if (!credential) {
        throw new HttpError(400, 'passkey_refused', 'The passkey could not be verified. Please try again.');
      }
      if (await findPasskey(db, credential.id)) {
        throw new HttpError(409, 'passkey_exists', 'This passkey is already added.');
      }
      await insertPasskey(db, {
        id: credential.id,
        userId: OWNER_ID,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? request.body.response.response.transports ?? [],
        name: request.body.name,
      });
      return reply.status(201).send(await passkeyList(db, OWNER_ID));
    });

    serve(
      authApi.removePasskey,
      async (request) => {
        await confirmPassword(request, request.body.password);
        if (!(await deletePasskey(db, OWNER_ID, request.params.id))) throw notFound('That passkey');
        return passkeyList(db, OWNER_ID);
      },
      { onRequest: signIn.allowed },
    );

    serve(
      authApi.passkeySettings,
      async (request) => {
        const { requirePasskey, password } = request.body;
        if (requirePasskey) {
          if ((await passkeyList(db, OWNER_ID)).passkeys.length === 0) {
            throw badInput({ requirePasskey: 'Add a passkey first' }, 'Add a passkey first.');
          }
        } else {
          await confirmPassword(request, password ?? '');
        }
        await setRequirePasskey(db, OWNER_ID, requirePasskey);
        return passkeyList(db, OWNER_ID);
      },
      { onRequest: signIn.allowed },
    );

    // Signing in with a passkey alone: the browser offers the passkeys it holds for this site.
    serve(
      authApi.passkeyLoginOptions,
      async (_request, reply) => reply.send(await webauthn.authenticationOptions(reply, 'sign-in', null)),
      { onRequest: signIn.allowed },
    );

    // The answer to either challenge: a passkey alone, or the second step after the right password.
    serve(
      authApi.passkeyLogin,
      async (request, reply) => {
        const challenge = await webauthn.takeChallenge(request, reply, ['sign-in', 'second-factor']);
        if (!challenge) throw expired();
        const { response } = request.body;
        const passkey = await findPasskey(db, response.id);
        let counter: number | undefined;
        // Counted as a failed sign-in first, like a password, and given back when it is accepted.
        const accepted = await signIn.attempt(request, async () => {
          if (!passkey || (challenge.userId !== null && challenge.userId !== passkey.userId)) return false;
          counter = await webauthn.verifyAuthentication(response, challenge.challenge, passkey);
          return counter !== undefined;
        });
        if (!passkey || !accepted || counter === undefined) throw refused();
        await markPasskeyUsed(db, passkey.id, counter);
        await signIn.open(request, reply);
        return reply.status(204).send();
      },
      { onRequest: signIn.allowed },
    );
  };
}
