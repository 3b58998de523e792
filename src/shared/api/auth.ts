import { z } from '../zod';
import { LoginSchema, ProfileUpdateSchema, UserSchema } from '../auth-schema';
import {
  AddPasskeySchema,
  PasskeyCreationOptionsSchema,
  PasskeyIdSchema,
  PasskeyListSchema,
  PasskeyLoginSchema,
  PasskeyRequestOptionsSchema,
  PasskeySettingsSchema,
  RemovePasskeySchema,
} from '../passkey-schema';
import { defineRoute, NO_CONTENT } from './define';

const TAG = 'Owner account';

/** The owner, as signing in, Profile Settings and the first sign-in's questions answer. */
export const OwnerSchema = z.strictObject({ user: UserSchema }).meta({ id: 'Owner' });

/** An action that takes no options: no body, or `{}`. */
export const NoOptionsSchema = z.strictObject({});

export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    tag: TAG,
    summary:
      'Signs the owner in with the password: 204 with the session cookie, or 202 with a SecondFactorChallenge when a passkey must complete it.',
    access: 'anyone',
    body: LoginSchema,
    response: NO_CONTENT,
    status: 204,
    headers: ['Set-Cookie'],
    errors: ['invalid_input', 'wrong_password'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tag: TAG,
    summary: 'Ends this session and clears its cookies.',
    access: 'owner',
    response: NO_CONTENT,
    status: 204,
    errors: [],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    tag: TAG,
    summary: 'The signed-in owner (401 for a visitor).',
    access: 'owner',
    response: OwnerSchema,
    errors: [],
  }),
  updateMe: defineRoute({
    method: 'PATCH',
    path: '/api/auth/me',
    tag: TAG,
    summary:
      "Changes the owner's name, email, picture or password (with the current one); a new password ends every other session.",
    access: 'owner',
    body: ProfileUpdateSchema,
    response: OwnerSchema,
    errors: ['invalid_input'],
  }),
  passkeys: defineRoute({
    method: 'GET',
    path: '/api/auth/passkeys',
    tag: TAG,
    summary: "The owner's passkeys, and whether a right password must be completed with one.",
    access: 'owner',
    response: PasskeyListSchema,
    errors: [],
  }),
  passkeyOptions: defineRoute({
    method: 'POST',
    path: '/api/auth/passkeys/options',
    tag: TAG,
    summary: "The WebAuthn options for a new passkey; the challenge's cookie is set beside them.",
    access: 'owner',
    body: NoOptionsSchema,
    bodyOptional: true,
    response: PasskeyCreationOptionsSchema,
    headers: ['Set-Cookie'],
    errors: ['invalid_input'],
  }),
  addPasskey: defineRoute({
    method: 'POST',
    path: '/api/auth/passkeys',
    tag: TAG,
    summary: "Keeps a new passkey (the browser's answer to the options' challenge); answers the new list.",
    access: 'owner',
    body: AddPasskeySchema,
    response: PasskeyListSchema,
    status: 201,
    errors: ['invalid_input', 'passkey_expired', 'passkey_refused', 'passkey_exists'],
  }),
  removePasskey: defineRoute({
    method: 'DELETE',
    path: '/api/auth/passkeys/:id',
    tag: TAG,
    summary: 'Removes a passkey (asks for the password again); answers the new list.',
    access: 'owner',
    params: z.object({ id: PasskeyIdSchema }),
    notFound: 'That passkey',
    body: RemovePasskeySchema,
    response: PasskeyListSchema,
    errors: ['not_found', 'invalid_input'],
  }),
  passkeySettings: defineRoute({
    method: 'PATCH',
    path: '/api/auth/passkeys',
    tag: TAG,
    summary:
      'Turns the second factor on (with a passkey) or off (asks for the password again); answers the new list.',
    access: 'owner',
    body: PasskeySettingsSchema,
    response: PasskeyListSchema,
    errors: ['invalid_input'],
  }),
  passkeyLoginOptions: defineRoute({
    method: 'POST',
    path: '/api/auth/passkey-login/options',
    tag: TAG,
    summary:
      "The WebAuthn options to sign in with a passkey alone; the challenge's cookie is set beside them.",
    access: 'anyone',
    body: NoOptionsSchema,
    bodyOptional: true,
    response: PasskeyRequestOptionsSchema,
    headers: ['Set-Cookie'],
    errors: ['invalid_input'],
  }),
  passkeyLogin: defineRoute({
    method: 'POST',
    path: '/api/auth/passkey-login',
    tag: TAG,
    summary:
      "Signs in with a passkey's answer to either challenge (a passkey alone, or after the right password): 204 with the session cookie.",
    access: 'anyone',
    body: PasskeyLoginSchema,
    response: NO_CONTENT,
    status: 204,
    headers: ['Set-Cookie'],
    errors: ['invalid_input', 'passkey_expired', 'passkey_refused'],
  }),
};
