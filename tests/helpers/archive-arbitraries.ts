import fc from 'fast-check';
import { z } from 'zod';

// Bad input for the write endpoints of issue 12 (revert, restore, undo import, import with ids and
// update mode, the Idempotency-Key header): each must be refused with a 4xx and change nothing.

/** A raw request part: the JSON text (or not), its content type, and why it is bad. */
export interface RawRequest {
  why: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const JSON_TYPE = 'application/json';
export const asJson =
  (why: string) =>
  (body: unknown): RawRequest => ({ why, payload: JSON.stringify(body), contentType: JSON_TYPE });

/** Any JSON but an object (JSON `null` reads as "no body", so it is not among them). */
export const notAnObject = fc.oneof(
  fc
    .constantFrom('true', '0', '-1', '""', '[]', '{', '{"a":}', '{"a":1,}', "{'a':1}", 'NaN', '\u0000')
    .map((payload): RawRequest => ({ why: 'not a JSON object', payload, contentType: JSON_TYPE })),
  fc
    .jsonValue()
    .filter((v) => v !== null && (typeof v !== 'object' || Array.isArray(v)))
    .map(asJson('a JSON value')),
  fc
    .string({ maxLength: 30 })
    .filter((s) => !s.trim().startsWith('{') && s.trim() !== 'null')
    .map((s) => ({
      why: 'random text',
      payload: s,
      contentType: JSON_TYPE,
    })),
);

export const wrongContentType = fc
  .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'text/json')
  .map((contentType): RawRequest => ({ why: `sent as ${contentType}`, payload: '{}', contentType }));

/** A key no endpoint here takes. */
const unknownKey = (known: string[]) =>
  fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !known.includes(k) && k !== '__proto__');

/** Bodies of an action without options (revert, restore): anything but nothing or `{}`. */
export const badEmptyBody: fc.Arbitrary<RawRequest> = fc.oneof(
  notAnObject,
  wrongContentType,
  fc
    .tuple(unknownKey([]), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => asJson(`unknown field ${JSON.stringify(key)}`)({ [key]: value })),
);

/** An If-Match that is no version of ours, or a version that is not the current one. */
export function badIfMatch(current: number): fc.Arbitrary<RawRequest> {
  return fc
    .oneof(
      fc
        .string({ maxLength: 20 })
        .filter((s) => !/^\s*(\*|"\d{1,15}"|\d{1,15})\s*$/.test(s) && /^[\x20-\x7e]*$/.test(s)),
      fc.constantFrom('W/"1"', '"1", "2"', '"-1"', '""', '"1.5"'),
      fc
        .integer({ min: 0, max: 1e9 })
        .filter((n) => n !== current)
        .map((n) => `"${n}"`),
    )
    .map((header) => ({ why: `If-Match ${JSON.stringify(header)}`, headers: { 'if-match': header } }));
}

/** Bodies of POST /api/imports/:id/undo that are not {force?: boolean}. */
export const badUndoBody: fc.Arbitrary<RawRequest> = fc.oneof(
  notAnObject,
  wrongContentType,
  fc
    .jsonValue({ maxDepth: 1 })
    .filter((v) => typeof v !== 'boolean')
    .map((force) => asJson('force not a boolean')({ force: force ?? null })),
  fc
    .tuple(unknownKey(['force']), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
    .map(([key, value, force]) => asJson(`unknown field ${JSON.stringify(key)}`)({ force, [key]: value })),
);

const isIsoDateTime = (value: unknown) => z.iso.datetime({ offset: true }).safeParse(value).success;

/** A row of an import made bad in one of the ways issue 12 added (its id or its createdAt). */
const badRowField = fc.oneof(
  fc
    .oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
      fc.string({ maxLength: 12 }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
    )
    .map((id) => ['id', id] as const),
  fc
    .oneof(
      fc.string({ maxLength: 40 }).filter((s) => !isIsoDateTime(s)),
      fc.constantFrom(
        '2024-01-01',
        '2024-13-01T00:00:00Z',
        '2024-02-30T00:00:00Z',
        'yesterday',
        '1700000000',
      ),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
    )
    .map((createdAt) => ['createdAt', createdAt] as const),
);

/**
 * Bodies of POST /api/import (and its preview) in update mode, made bad in a way issue 12 added:
 * the mode, the file name, or a row's id or createdAt. A valid row naming a live place rides along,
 * so an accepted body would show as a change.
 */
export function badImportBody(validRow: Record<string, unknown>): fc.Arbitrary<RawRequest> {
  const body = (extra: Record<string, unknown>) => ({ places: [validRow], mode: 'update', ...extra });
  return fc.oneof(
    fc
      .oneof(
        fc.string({ maxLength: 12 }).filter((s) => s !== 'add' && s !== 'update'),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(['update']),
      )
      .map((mode) => asJson(`mode ${JSON.stringify(mode)}`)(body({ mode }))),
    fc
      .oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 2 }),
        fc.constant({}),
      )
      .map((fileName) => asJson(`fileName ${JSON.stringify(fileName)}`)(body({ fileName }))),
    fc
      .integer({ min: 256, max: 3000 })
      .map((n) => asJson('fileName too long')(body({ fileName: 'f'.repeat(n) }))),
    fc.nat(20).map((at) => asJson('NUL in fileName')(body({ fileName: `${'f'.repeat(at)}\u0000.csv` }))),
    badRowField.map(([key, value]) =>
      asJson(`row ${key} ${JSON.stringify(value)}`)({
        places: [validRow, { ...validRow, [key]: value }],
        mode: 'update',
      }),
    ),
    fc
      .tuple(unknownKey(['places', 'mode', 'fileName', 'sources', 'keep']), fc.jsonValue({ maxDepth: 1 }))
      .map(([key, value]) => asJson(`unknown field ${JSON.stringify(key)}`)(body({ [key]: value }))),
  );
}

/** An Idempotency-Key that is not 1 to 200 printable ASCII characters (what HTTP can carry, still). */
export const badIdempotencyKey: fc.Arbitrary<RawRequest> = fc
  .oneof(
    fc.constant(''),
    fc.integer({ min: 201, max: 2000 }).map((n) => 'k'.repeat(n)),
    fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('\t', '\u0080', 'é', '\u00ff', '\u00a0'),
        fc.string({ maxLength: 20 }),
      )
      .map(([a, bad, b]) => `${a}${bad}${b}`.replace(/[^\t\x20-\x7e\x80-\xff]/g, 'x'))
      .filter((key) => key.trim() === key),
  )
  .map((key) => ({ why: `Idempotency-Key ${JSON.stringify(key)}`, headers: { 'idempotency-key': key } }));
