import { z } from './zod';

// What the passkey routes read: a name, and the browser's WebAuthn answers in the JSON form
// SimpleWebAuthn's startRegistration and startAuthentication give (binary fields as base64url).

export const PASSKEY_NAME_MAX = 60;

export const PasskeyNameSchema = z
  .string({ error: 'Name the passkey' })
  .trim()
  .min(1, 'Name the passkey')
  .max(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters`)
  .refine((value) => !/\p{Cc}/u.test(value), 'A name cannot hold control characters');

/** Binary data as base64url; an attestation with certificates is a few KB, never near this. */
const base64url = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .max(64 * 1024, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${what} must be base64url`);

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];

/** Transports this version knows; a browser newer than us may name others, which are dropped. */
const Transports = z
  .array(z.string().max(32))
  .max(16)
  .transform((values) => values.filter((v): v is Transport => (TRANSPORTS as readonly string[]).includes(v)));

const ClientExtensionResults = z.object({
  appid: z.boolean().optional(),
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});

const credentialFields = {
  id: base64url('The credential id').min(1, 'The credential id is required'),
  rawId: base64url('The raw credential id').min(1, 'The raw credential id is required'),
  type: z.literal('public-key', { error: 'The credential type must be public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults.default({}),
};

export const RegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON'),
    attestationObject: base64url('attestationObject'),
    authenticatorData: base64url('authenticatorData').optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('publicKey').optional(),
  }),
});

export const AuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON'),
    authenticatorData: base64url('authenticatorData'),
    signature: base64url('signature'),
    userHandle: base64url('userHandle').optional(),
  }),
});

/** POST /api/auth/passkeys: a new passkey, named by the owner. */
export const AddPasskeySchema = z.strictObject({
  name: PasskeyNameSchema,
  response: RegistrationResponseSchema,
});

/** POST /api/auth/passkey-login: the browser's answer to the sign-in challenge. */
export const PasskeyLoginSchema = z.strictObject({ response: AuthenticationResponseSchema });

const PasswordAgain = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(1000, 'Password is too long');

/** DELETE /api/auth/passkeys/:id: removing a passkey asks for the password again. */
export const RemovePasskeySchema = z.strictObject({ password: PasswordAgain });

/** PATCH /api/auth/passkeys: whether a right password must be completed with a passkey. */
export const PasskeySettingsSchema = z.strictObject({
  requirePasskey: z.boolean({ error: 'requirePasskey must be true or false' }),
  // Needed to turn the requirement off (a weaker sign-in), not to turn it on.
  password: PasswordAgain.optional(),
});

/** A passkey's id in a path: decimal digits naming 1 to 2^31 - 1 (an integer column on both engines). */
export const PasskeyIdSchema = z
  .string()
  .regex(z.regexes.integer)
  .transform(Number)
  .pipe(
    z
      .int()
      .min(1)
      .max(2 ** 31 - 1),
  );

/** One passkey as the owner's settings list it. */
export const PasskeySummarySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'PasskeySummary' });
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>;

/** GET /api/auth/passkeys, and the answer to every change of them. */
export const PasskeyListSchema = z
  .strictObject({
    passkeys: z.array(PasskeySummarySchema),
    /** A right password alone does not open a session: a passkey must complete it. */
    requirePasskey: z.boolean(),
  })
  .meta({ id: 'PasskeyList' });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

// The WebAuthn options the server hands the browser (SimpleWebAuthn's JSON forms), as far as the
// browser reads them; members a newer library may add pass unchecked.

const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(TRANSPORTS)).optional(),
});
const Hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();
const UserVerification = z.enum(['discouraged', 'preferred', 'required']).optional();
const Extensions = z
  .looseObject({
    appid: z.string().optional(),
    credProps: z.boolean().optional(),
    hmacCreateSecret: z.boolean().optional(),
    minPinLength: z.boolean().optional(),
  })
  .optional();

/** POST /api/auth/passkeys/options: what navigator.credentials.create() needs for a new passkey. */
export const PasskeyCreationOptionsSchema = z
  .looseObject({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z
      .looseObject({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: UserVerification,
      })
      .optional(),
    hints: Hints,
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    extensions: Extensions,
  })
  .meta({ id: 'PasskeyCreationOptions' });

/** What navigator.credentials.get() needs to sign in with a passkey (alone or as a second factor). */
export const PasskeyRequestOptionsSchema = z
  .looseObject({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: UserVerification,
    hints: Hints,
    extensions: Extensions,
  })
  .meta({ id: 'PasskeyRequestOptions' });

/** POST /api/auth/login's 202: the password was right; a passkey must complete the sign-in. */
export const SecondFactorChallengeSchema = z
  .strictObject({ secondFactor: z.literal('passkey'), options: PasskeyRequestOptionsSchema })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptionsSchema>;
