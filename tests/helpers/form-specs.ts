import fc from 'fast-check';
import { LIMITS, MESSAGE_TYPES } from '../../src/shared/forms';
import { PUBLIC_FORM_BODY_LIMIT } from '../../src/server/public-forms';
import { BODY_LIMIT } from '../../src/server/limits';
import type { BodySpec, FieldSpec, RawBody } from './form-arbitraries';
import { anyEmail, anyHttpUrl, anyText } from './form-values';

// What each write endpoint (other than the locations) accepts, written from the contract in
// src/shared/{forms,site-settings-schema,auth-schema}.ts, for the property tests in tests/api/forms-property.test.ts.

const text = (max: number, required: boolean): FieldSpec => ({
  kind: 'text',
  max,
  required,
  valid: anyText(max, { required }),
});
const email = (max?: number): FieldSpec => ({
  kind: 'email',
  required: true,
  valid: anyEmail,
  ...(max ? { max } : {}),
});

export const MESSAGE_SPEC: BodySpec = {
  fields: {
    name: text(LIMITS.name, true),
    email: email(LIMITS.email),
    type: {
      kind: 'enum',
      values: MESSAGE_TYPES.map((entry) => entry.type),
      valid: fc.constantFrom(...MESSAGE_TYPES.map((entry) => entry.type)),
    },
    subject: text(LIMITS.subject, true),
    message: text(LIMITS.message, true),
  },
  requiredKeys: ['name', 'email', 'type', 'subject', 'message'],
  honeypot: true,
  bodyLimit: PUBLIC_FORM_BODY_LIMIT,
};

export const SUGGESTION_SPEC: BodySpec = {
  fields: {
    placeName: text(LIMITS.placeName, true),
    location: text(LIMITS.location, false),
    reason: text(LIMITS.reason, false),
    name: text(LIMITS.name, false),
  },
  requiredKeys: ['placeName'],
  honeypot: true,
  bodyLimit: PUBLIC_FORM_BODY_LIMIT,
};

export const WAITLIST_SPEC: BodySpec = {
  fields: { email: email(LIMITS.email) },
  requiredKeys: ['email'],
  honeypot: true,
  bodyLimit: PUBLIC_FORM_BODY_LIMIT,
};

export const LEAVE_SPEC: BodySpec = {
  fields: { token: text(LIMITS.token, true) },
  requiredKeys: ['token'],
  bodyLimit: PUBLIC_FORM_BODY_LIMIT,
};

export const READ_SPEC: BodySpec = {
  fields: { read: { kind: 'boolean', valid: fc.boolean() } },
  requiredKeys: ['read'],
  bodyLimit: BODY_LIMIT,
};

const LINK_MAX = 2000;
export const SITE_SPEC: BodySpec = {
  fields: {
    tagline: text(120, true),
    channelUrl: { kind: 'url', max: LINK_MAX, required: true, valid: anyHttpUrl },
    channelSubscribers: text(12, true),
    channelVideos: text(12, true),
    channelViews: text(12, true),
    contactEmail: email(LIMITS.email),
    advertisingEmail: email(LIMITS.email),
    sponsorEmail: email(LIMITS.email),
    ctaHeading: text(120, true),
    ctaText: text(300, true),
    ctaMapButton: text(60, true),
    ctaVideosButton: text(60, true),
  },
  requiredKeys: [],
  bodyLimit: BODY_LIMIT,
};

export const PROFILE_SPEC: BodySpec = {
  fields: {
    name: text(100, true),
    email: email(254),
    avatar: { kind: 'url', max: LINK_MAX, valid: fc.oneof(anyHttpUrl, fc.constant('')) },
  },
  requiredKeys: [],
  bodyLimit: BODY_LIMIT,
};

/** A few of the shipped list of common passwords that are long enough to pass the length rule. */
const COMMON_LONG = ['123qweasdzxc', '1qaz2wsx3edc', 'qwerty123456', 'QAZWSXEDCRFV'];

/**
 * Password changes that must be refused. The ones that reach the password check cost a
 * 128 MB scrypt each, so they are drawn rarely.
 */
export function badPasswordChanges(ownerPassword: string): fc.Arbitrary<RawBody> {
  const json = (why: string, body: object): RawBody => ({
    why,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });
  const strong = fc
    .string({ unit: 'grapheme', minLength: 12, maxLength: 40 })
    .filter((s) => s.length >= 12 && s.length <= 1000);
  const cheap = fc.oneof(
    strong.map((newPassword) => json('new password without the current one', { newPassword })),
    fc
      .tuple(fc.string({ maxLength: 11 }), fc.constantFrom(ownerPassword, 'x'))
      .map(([newPassword, currentPassword]) =>
        json('new password too short', { currentPassword, newPassword }),
      ),
    fc
      .integer({ min: 1001, max: 5000 })
      .map((n) =>
        json('new password too long', { currentPassword: ownerPassword, newPassword: 'p'.repeat(n) }),
      ),
    fc.integer({ min: 1001, max: 5000 }).map((n) =>
      json('current password too long', {
        currentPassword: 'p'.repeat(n),
        newPassword: 'a brand new passphrase',
      }),
    ),
    fc
      .constantFrom<unknown>(null, 12345678901234, true, ['a brand new passphrase'], { p: 1 })
      .chain((value) =>
        fc.constantFrom('newPassword', 'currentPassword').map((key) =>
          json(`${key} of the wrong type`, {
            currentPassword: ownerPassword,
            newPassword: 'a brand new passphrase',
            [key]: value,
          }),
        ),
      ),
  );
  const costly = fc.oneof(
    strong.map((newPassword) =>
      json('wrong current password', { currentPassword: `${ownerPassword}!`, newPassword }),
    ),
    fc
      .constantFrom(...COMMON_LONG)
      .map((newPassword) => json('common new password', { currentPassword: ownerPassword, newPassword })),
  );
  return fc.oneof({ arbitrary: cheap, weight: 30 }, { arbitrary: costly, weight: 1 });
}

/** A valid body sent to an id no one has (or that is not an id at all): 404 or 400, never a change. */
export function unknownIds(
  prefix: string,
  body: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<RawBody> {
  const id = fc.oneof(
    fc.uuid(),
    fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom(
      '1',
      '-1',
      '0',
      "1'OR'1'='1",
      '..%2F..%2Fetc',
      'null',
      '%00',
      '00000000-0000-0000-0000-00000000000g',
    ),
  );
  return fc.tuple(body, id).map(([payload, value]) => ({
    why: `unknown id ${value}`,
    payload: JSON.stringify(payload),
    contentType: 'application/json',
    url: `${prefix}/${value}`,
  }));
}
