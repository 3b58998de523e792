import fc from 'fast-check';
import type { FieldKind } from './form-arbitraries';

// Field values for the property tests of the write endpoints: what people type, and what they must not.

/** Text as people type it, anywhere in Unicode (no NUL, which no real text needs), at most `max` UTF-16 units once trimmed. */
export function anyText(max: number, { required = false } = {}): fc.Arbitrary<string> {
  const short = fc.string({ unit: 'grapheme', maxLength: Math.min(max, 60) });
  const full = fc.string({ unit: 'grapheme-ascii', minLength: max, maxLength: max });
  return (
    fc
      .oneof({ arbitrary: short, weight: 9 }, { arbitrary: full, weight: 1 })
      .map((s) => (s.length > max ? s.slice(0, max) : s))
      .filter((s) => !s.includes('\u0000') && s.trim().length <= max && (!required || s.trim().length > 0))
      // A slice may split a surrogate pair; such a half is not text anyone types.
      .filter((s) => !LONE_SURROGATE.test(s))
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Addresses the shared email check accepts, in mixed case. */
export const anyEmail: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9]{1,12}([._+-][A-Za-z0-9]{1,8}){0,2}$/),
    fc.array(fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.stringMatching(/^[A-Za-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

export const anyHttpUrl: fc.Arbitrary<string> = fc
  .webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true })
  .filter((url) => url.length <= 2000);

/** Links that could run code or point nowhere: every one must be refused. */
export const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'java\tscript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  '/relative/path.jpg',
  'relative.jpg',
  '//evil.example/x.jpg',
  'http://',
  'https://',
  'file:///etc/passwd',
  'ftp://example.com/x.jpg',
  'blob:https://example.com/uuid',
  'not a url at all',
);

export const notAnEmail = fc.oneof(
  fc.constantFrom(
    'ana at example',
    '@example.com',
    'ana@',
    'ana@example',
    'a@b.c',
    '<script>@x.com',
    'a b@x.com',
    'ana@@x.com',
    '.ana@x.com',
    'ana..b@x.com',
  ),
  fc.string({ maxLength: 40 }).filter((s) => !s.includes('@')),
);

/**
 * A small JSON object. None holds a "__proto__" or "constructor" key: the server refuses such a
 * body whole as malformed JSON (its guard against prototype poisoning) before any field is read.
 */
export const plainObject: fc.Arbitrary<Record<string, unknown>> = fc
  .object({ maxDepth: 1 })
  .filter((o) => !/"(?:__proto__|constructor)"/.test(JSON.stringify(o)));

/** A JSON value of any type but the field's own. */
export function wrongType(kind: FieldKind): fc.Arbitrary<unknown> {
  const kinds: Record<string, fc.Arbitrary<unknown>> = {
    null: fc.constant(null),
    boolean: fc.boolean(),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    string: fc.string({ maxLength: 20 }),
    array: fc.array(fc.string({ maxLength: 5 }), { minLength: 0, maxLength: 3 }),
    object: plainObject,
  };
  const own = kind === 'boolean' ? 'boolean' : 'string';
  return fc.oneof(
    ...Object.entries(kinds)
      .filter(([name]) => name !== own)
      .map(([, arbitrary]) => arbitrary),
  );
}
