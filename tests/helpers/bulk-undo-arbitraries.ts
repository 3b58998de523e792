import fc from 'fast-check';
import { asJson, notAnObject, wrongContentType, type RawRequest } from './archive-arbitraries';

// Bad bodies for POST /api/locations/bulk/undo (issue 36): each must be refused with a 4xx and change nothing.

/** What a bad entry of `places` may be: a wrong id or version, a field missing or unknown, not an object. */
const badId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.string(),
  fc.constant(null),
);

/**
 * Bodies the undo must refuse, given a place a bulk action changed (`changed` at `version`), a
 * place never changed since its creation (version 1) and an id of none.
 */
export function badBulkUndoBody(places: {
  changed: number;
  version: number;
  created: number;
  unknown: number;
}): fc.Arbitrary<RawRequest> {
  const good = { id: places.changed, version: places.version };
  const badEntry = fc.oneof(
    badId.map((id) => ({ id, version: places.version })),
    badId.map((version) => ({ id: places.changed, version })),
    fc.constant({ id: places.changed }),
    fc.constant({ version: places.version }),
    fc.jsonValue({ maxDepth: 1 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !['id', 'version', '__proto__'].includes(k)),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([key, value]) => ({ ...good, [key]: value })),
  );
  return fc.oneof(
    notAnObject,
    wrongContentType,
    fc.constant(asJson('no places')({})),
    fc.constant(asJson('no place in places')({ places: [] })),
    fc
      .jsonValue({ maxDepth: 1 })
      .filter((v) => !Array.isArray(v))
      .map((places) => asJson(`places ${JSON.stringify(places)}`)({ places })),
    fc
      .tuple(badEntry, fc.boolean())
      .map(([entry, first]) =>
        asJson(`entry ${JSON.stringify(entry)}`)({ places: first ? [entry, good] : [good, entry] }),
      ),
    fc.constant(asJson('a place named twice')({ places: [good, good] })),
    fc.tuple(fc.constantFrom(places.unknown, places.created), fc.boolean()).map(([id, first]) => {
      const entry = { id, version: 1 };
      return asJson(`place ${id} it cannot undo`)({ places: first ? [entry, good] : [good, entry] });
    }),
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !['places', '__proto__'].includes(k)),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([key, extra]) =>
        asJson(`unknown field ${JSON.stringify(key)}`)({ places: [good], [key]: extra }),
      ),
  );
}
