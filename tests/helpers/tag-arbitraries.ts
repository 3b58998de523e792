import fc from 'fast-check';
import { asJson, notAnObject, wrongContentType, type RawRequest } from './archive-arbitraries';

// Tags (issue 14): names the server takes, names and bodies it must refuse (a clear 400, nothing stored).

/** A name the server stores as sent: 1 to 60 characters, no edge spaces, plain text. */
export const validTagName = fc
  .string({ minLength: 1, maxLength: 60, unit: 'grapheme-ascii' })
  .filter((s) => s.trim() === s && s.length > 0);

/** What is not a tag's name: not text, blank, too long, NUL or a lone surrogate. */
export const badTagName: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, 12, [], {}, ['a']),
  fc.stringMatching(/^[ \t\n]{0,5}$/),
  fc.integer({ min: 61, max: 300 }).map((n) => 't'.repeat(n)),
  fc.constantFrom('nul\u0000', 'lone \uD800 surrogate', '\uDC00'),
);

/** A place's `tags` the server must refuse: not a list, a bad name among good ones, over 20. */
export const badTagList: fc.Arbitrary<unknown> = fc.oneof(
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object({ maxDepth: 1 })),
  fc
    .tuple(fc.array(validTagName, { maxLength: 3 }), badTagName, fc.nat(3))
    .map(([good, bad, at]) => [...good.slice(0, at), bad, ...good.slice(at)]),
  fc.integer({ min: 21, max: 40 }).map((n) => Array.from({ length: n }, (_, i) => `tag ${i}`)),
);

/** Bodies POST /api/tags and PATCH /api/tags/:id must refuse. */
export const badTagBody: fc.Arbitrary<RawRequest> = fc.oneof(
  notAnObject,
  wrongContentType,
  badTagName.map((name) => asJson(`name ${JSON.stringify(name)}`)({ name })),
  fc.constant(asJson('no name')({})),
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !['name', '__proto__'].includes(k)),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([key, value]) => asJson(`unknown field ${JSON.stringify(key)}`)({ name: 'ok', [key]: value })),
);

/** Bodies POST /api/tags/:id/merge must refuse, given the id of the tag merged and of none. */
export function badMergeBody(ids: { self: number; unknown: number }): fc.Arbitrary<RawRequest> {
  return fc.oneof(
    notAnObject,
    wrongContentType,
    fc.constant(asJson('no into')({})),
    fc.constant(asJson('into itself')({ into: ids.self })),
    fc.constant(asJson('into no tag')({ into: ids.unknown })),
    fc
      .oneof(
        fc.string(),
        fc.integer({ max: 0 }),
        fc.double({ noInteger: true }),
        fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
        fc.constant(null),
      )
      .map((into) => asJson(`into ${JSON.stringify(into)}`)({ into })),
  );
}
