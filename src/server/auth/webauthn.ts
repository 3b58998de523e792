import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { User } from '#shared/auth.ts';
import type { Config } from '../config';
import type { StoredPasskey } from '../db/passkeys';
import type { DB } from '../db/schema';
import {
  CHALLENGE_TTL_MS,
  challengeCookieName,
  storeChallenge,
  takeChallenge,
  type ChallengePurpose,
} from './webauthn-challenges';

const RP_NAME = 'Fru World';

/**
 * The WebAuthn ceremonies (SimpleWebAuthn does the verifying). The relying party is SITE_URL: its
 * host is the RP ID and its origin the only one accepted, so a passkey made here answers nowhere
 * else. Passkeys are discoverable and always verify the person (a PIN, a fingerprint), so one alone
 * may open a session.
 */
export function createWebAuthn(db: Kysely<DB>, config: Config) {
  const site = new URL(config.siteUrl);
  const rp = { id: site.hostname, origin: site.origin };
  const cookieName = challengeCookieName(config.secure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secure } as const;

  async function begin(
    reply: FastifyReply,
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
  ): Promise<void> {
    const token = await storeChallenge(db, { challenge, purpose, userId });
    reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: CHALLENGE_TTL_MS / 1000 });
  }

  return {
    /** Options for adding a passkey to the owner's account; its existing ones are excluded. */
    async registrationOptions(reply: FastifyReply, owner: User, existing: StoredPasskey[]) {
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.id,
        userID: new TextEncoder().encode(String(owner.id)),
        userName: owner.email || owner.name,
        userDisplayName: owner.name,
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await begin(reply, options.challenge, 'register', owner.id);
      return options;
    },

    /**
     * Options for signing in: with no credentials named (a passkey alone: the browser offers the
     * ones it holds for this site), or the user's (the second step after the right password).
     */
    async authenticationOptions(
      reply: FastifyReply,
      purpose: 'sign-in' | 'second-factor',
      userId: number | null,
      allow: StoredPasskey[] = [],
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CHALLENGE_TTL_MS,
        userVerification: 'required',
        allowCredentials: allow.map(({ id, transports }) => ({ id, transports })),
      });
      await begin(reply, options.challenge, purpose, userId);
      return options;
    },

    /** The challenge this browser was given (used up now), when live and for one of these purposes. */
    async takeChallenge(request: FastifyRequest, reply: FastifyReply, purposes: readonly ChallengePurpose[]) {
      reply.clearCookie(cookieName, cookieOptions);
      return takeChallenge(db, request.cookies[cookieName], purposes);
    },

    /** The new credential, or undefined when the answer does not verify. */
    async verifyRegistration(response: RegistrationResponseJSON, expectedChallenge: string) {
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
        return result.verified ? result.registrationInfo.credential : undefined;
      } catch {
        return undefined;
      }
    },

    /** The authenticator's new counter, or undefined when the answer does not verify. */
    async verifyAuthentication(
      response: AuthenticationResponseJSON,
      expectedChallenge: string,
      passkey: StoredPasskey,
    ): Promise<number | undefined> {
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: passkey,
          requireUserVerification: true,
        });
        return result.verified ? result.authenticationInfo.newCounter : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof createWebAuthn>;
