import fc from 'fast-check';
import { anyHttpUrl, hostileUrl, notAnEmail, wrongType } from './form-values';

// Generators for the property tests of the write endpoints: a small description of each
// body's fields, from which valid bodies and many kinds of bad ones are drawn.

export type FieldKind = 'text' | 'email' | 'url' | 'boolean' | 'enum' | 'password';

export interface FieldSpec {
  kind: FieldKind;
  /** Values the server must accept (and read back). */
  valid: fc.Arbitrary<unknown>;
  /** The longest accepted string; one more character is refused. */
  max?: number;
  /** Blank (after trimming) is refused. */
  required?: boolean;
  /** The enum's accepted values, for 'enum' fields. */
  values?: readonly string[];
}

export interface BodySpec {
  fields: Record<string, FieldSpec>;
  /** Keys a valid body must carry. */
  requiredKeys: string[];
  /** The form has the `website` honeypot: anything in it is refused. */
  honeypot?: boolean;
  /** The route's body limit in bytes: bigger bodies answer 413. */
  bodyLimit: number;
}

/** A raw request: the JSON text (or not) and its content type. */
export interface RawBody {
  why: string;
  payload: string;
  contentType: string;
  /** Another address than the endpoint's own (an unknown id). */
  url?: string;
}

const JSON_TYPE = 'application/json';

/** `value` with a NUL character put somewhere in it (after the scheme, for links). */
function withNul(value: string, at: number): string {
  const start = value.startsWith('http') ? value.indexOf('/') + 2 : 0;
  const index = start + (at % (value.length - start + 1));
  return `${value.slice(0, index)}\u0000${value.slice(index)}`;
}

function tooLong(field: FieldSpec, extra: number): string {
  const max = field.max ?? 0;
  if (field.kind === 'email') return `${'a'.repeat(max + extra - '@example.com'.length)}@example.com`;
  if (field.kind === 'url') return `https://example.com/${'p'.repeat(max + extra)}`;
  return 'x'.repeat(max + extra);
}

type Body = Record<string, unknown>;
const asJson =
  (why: string) =>
  (body: Body): RawBody => ({ why, payload: JSON.stringify(body), contentType: JSON_TYPE });

/** One way (chosen at random) in which a valid body is made bad; each must be refused with a 4xx. */
export function badBody(spec: BodySpec, extra: fc.Arbitrary<RawBody>[] = []): fc.Arbitrary<RawBody> {
  const valid = validBody(spec);
  const entries = Object.entries(spec.fields);
  const textual = entries.filter(
    ([, field]) => field.kind === 'text' || field.kind === 'email' || field.kind === 'url',
  );
  const pick = <T>(list: T[]) => fc.constantFrom(...list);
  const known = new Set([...Object.keys(spec.fields), 'website', '__proto__', 'constructor']);

  const kinds: fc.Arbitrary<RawBody>[] = [
    fc
      .tuple(valid, pick(entries))
      .chain(([body, [key, field]]) =>
        wrongType(field.kind).map((value) => asJson(`${key} of the wrong type`)({ ...body, [key]: value })),
      ),
    fc
      .tuple(
        valid,
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !known.has(k)),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([body, key, value]) => asJson(`unknown field ${JSON.stringify(key)}`)({ ...body, [key]: value })),
    ...extra,
    nonObject(valid),
    wrongContentType(valid),
  ];
  const limited = entries.filter(([, field]) => field.max !== undefined);
  if (limited.length > 0) {
    kinds.push(
      fc
        .tuple(valid, pick(limited), fc.integer({ min: 1, max: 3000 }))
        .map(([body, [key, field], extra]) =>
          asJson(`${key} too long`)({ ...body, [key]: tooLong(field, extra) }),
        ),
    );
  }
  const nulFields = textual.filter(([, field]) => field.kind !== 'password');
  if (nulFields.length > 0) {
    kinds.push(
      fc
        .tuple(valid, pick(nulFields), fc.nat())
        .chain(([body, [key, field], at]) =>
          field.valid.map((value) =>
            asJson(`NUL in ${key}`)({ ...body, [key]: withNul(String(value) || 'x', at) }),
          ),
        ),
    );
  }
  const required = entries.filter(([, field]) => field.required);
  if (required.length > 0) {
    kinds.push(
      fc
        .tuple(valid, pick(required), fc.constantFrom('', ' ', '   ', '\t\n', '\u00a0\u2003'))
        .map(([body, [key], blank]) => asJson(`${key} blank`)({ ...body, [key]: blank })),
    );
  }
  const missing = spec.requiredKeys;
  if (missing.length > 0) {
    kinds.push(
      fc.tuple(valid, pick(missing)).map(([body, key]) => {
        const { [key]: _dropped, ...rest } = body;
        return asJson(`${key} missing`)(rest);
      }),
    );
  }
  const links = entries.filter(([, field]) => field.kind === 'url');
  if (links.length > 0) {
    kinds.push(
      fc
        .tuple(valid, pick(links), hostileUrl)
        .map(([body, [key], url]) => asJson(`hostile ${key}`)({ ...body, [key]: url })),
    );
  }
  const emails = entries.filter(([, field]) => field.kind === 'email');
  if (emails.length > 0) {
    kinds.push(
      fc
        .tuple(valid, pick(emails), notAnEmail)
        .map(([body, [key], email]) => asJson(`bad ${key}`)({ ...body, [key]: email })),
    );
  }
  const enums = entries.filter(([, field]) => field.kind === 'enum');
  if (enums.length > 0) {
    kinds.push(
      fc
        .tuple(valid, pick(enums), fc.string({ maxLength: 20 }))
        .filter(([, [, field], value]) => !field.values?.includes(value))
        .map(([body, [key], value]) => asJson(`${key} not one of the list`)({ ...body, [key]: value })),
    );
  }
  if (spec.honeypot) {
    kinds.push(
      fc
        .tuple(valid, fc.oneof(fc.string({ minLength: 1, maxLength: 500 }), anyHttpUrl))
        .map(([body, website]) => asJson('honeypot filled')({ ...body, website })),
    );
  }
  kinds.push(
    valid.map((body) => ({
      why: 'body over the limit',
      payload: JSON.stringify({ ...body, padding: ' '.repeat(spec.bodyLimit) }),
      contentType: JSON_TYPE,
    })),
  );
  return fc.oneof(...kinds);
}

/** Anything but a JSON object: other JSON values, broken JSON, prototype tricks. */
function nonObject(valid: fc.Arbitrary<Body>): fc.Arbitrary<RawBody> {
  const raw =
    (why: string) =>
    (payload: string): RawBody => ({ why, payload, contentType: JSON_TYPE });
  return fc.oneof(
    fc
      .constantFrom(
        'null',
        'true',
        'false',
        '0',
        '-1',
        '""',
        '[]',
        '{',
        '{"a":}',
        '{"a":1,}',
        "{'a':1}",
        'undefined',
        'NaN',
        ' ',
        '\u0000',
      )
      .map(raw('not an object')),
    fc
      .constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}')
      .map(raw('prototype poisoning')),
    fc
      .jsonValue()
      .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
      .map((v) => raw('a JSON value')(JSON.stringify(v))),
    valid.map((body) => raw('a list of one valid body')(JSON.stringify([body]))),
    valid.map((body) => raw('valid body, then garbage')(`${JSON.stringify(body)}x`)),
    fc
      .string({ maxLength: 40 })
      .filter((s) => !s.trim().startsWith('{'))
      .map(raw('random text')),
  );
}

/** A valid body sent as something other than JSON: the site only takes JSON. */
function wrongContentType(valid: fc.Arbitrary<Body>): fc.Arbitrary<RawBody> {
  return fc
    .tuple(
      valid,
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'text/json',
      ),
    )
    .map(([body, contentType]) => ({
      why: `sent as ${contentType}`,
      payload: JSON.stringify(body),
      contentType,
    }));
}

export function validBody(spec: BodySpec): fc.Arbitrary<Body> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(spec.fields)) record[key] = field.valid;
  const body = fc.record(record, { requiredKeys: spec.requiredKeys }) as fc.Arbitrary<Body>;
  if (!spec.honeypot) return body;
  // People leave the honeypot out or empty.
  return fc
    .tuple(body, fc.constantFrom(undefined, ''))
    .map(([b, website]) => (website === undefined ? b : { ...b, website }));
}
