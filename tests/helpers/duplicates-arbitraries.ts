import fc from 'fast-check';
import { MERGE_FIELDS } from '../../src/shared/duplicates';
import { asJson, notAnObject, wrongContentType, type RawRequest } from './archive-arbitraries';

// Bad bodies for POST /api/duplicates/merge and /dismiss (issue 14): each must be refused with a
// 4xx and change nothing.

/** What the tests' database holds: a pair at version 1, a third place, one in the trash, an id of none. */
export interface DuplicatePlaces {
  keep: number;
  merge: number;
  /** A third live place, at version 1, whose photos and keep's together pass the limit. */
  crowded: number;
  trashed: number;
  unknown: number;
}

/** Anything that is not a place id. */
const badId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noInteger: true }),
  fc.string({ maxLength: 8 }),
  fc.constant(null),
  fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
);
const badVersion = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }),
  fc.string({ maxLength: 5 }),
);

export function badMergeBody(p: DuplicatePlaces): fc.Arbitrary<RawRequest> {
  const good = { keepId: p.keep, mergeId: p.merge, versions: { keep: 1, merge: 1 } };
  return fc.oneof(
    notAnObject,
    wrongContentType,
    fc
      .tuple(fc.constantFrom('keepId', 'mergeId'), badId)
      .map(([key, id]) => asJson(`${key} ${JSON.stringify(id)}`)({ ...good, [key]: id })),
    fc.constantFrom('keepId', 'mergeId', 'versions').map((key) => {
      const { [key as keyof typeof good]: _gone, ...rest } = good;
      return asJson(`without ${key}`)(rest);
    }),
    fc.constant(asJson('the same place twice')({ ...good, mergeId: p.keep })),
    fc.tuple(fc.constantFrom('keep', 'merge'), badVersion).map(([side, version]) =>
      asJson(`version ${side} ${JSON.stringify(version)}`)({
        ...good,
        versions: { ...good.versions, [side]: version },
      }),
    ),
    // Stale versions: 409, nothing changed.
    fc.tuple(fc.integer({ min: 2, max: 1000 }), fc.boolean()).map(([version, keepSide]) =>
      asJson(`stale version ${version}`)({
        ...good,
        versions: keepSide ? { keep: version, merge: 1 } : { keep: 1, merge: version },
      }),
    ),
    fc
      .tuple(fc.constantFrom(...MERGE_FIELDS), fc.jsonValue({ maxDepth: 1 }))
      .filter(([, side]) => side !== 'keep' && side !== 'merge')
      .map(([field, side]) =>
        asJson(`${field}: ${JSON.stringify(side)}`)({ ...good, fields: { [field]: side } }),
      ),
    fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((key) => !(MERGE_FIELDS as readonly string[]).includes(key))
      .map((key) => asJson(`unknown field ${JSON.stringify(key)}`)({ ...good, fields: { [key]: 'merge' } })),
    fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((key) => !['keepId', 'mergeId', 'fields', 'versions'].includes(key))
      .map((key) => asJson(`unknown key ${JSON.stringify(key)}`)({ ...good, [key]: 1 })),
    fc
      .tuple(fc.constantFrom(p.trashed, p.unknown), fc.boolean())
      .map(([id, asKeep]) =>
        asJson(`place ${id} not live`)(asKeep ? { ...good, keepId: id } : { ...good, mergeId: id }),
      ),
    // Together past the photo limit: refused before anything runs.
    fc.constant(asJson('over the photo limit')({ ...good, mergeId: p.crowded })),
  );
}

export function badDismissBody(p: DuplicatePlaces): fc.Arbitrary<RawRequest> {
  return fc.oneof(
    notAnObject,
    wrongContentType,
    fc.jsonValue({ maxDepth: 1 }).map((ids) => asJson(`ids ${JSON.stringify(ids)}`)({ ids })),
    fc
      .tuple(badId, fc.boolean())
      .map(([id, first]) =>
        asJson(`bad id ${JSON.stringify(id)}`)({ ids: first ? [id, p.merge] : [p.keep, id] }),
      ),
    fc
      .array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 5 })
      .map((ids) => asJson(`${ids.length} ids`)({ ids })),
    fc.constant(asJson('the same place twice')({ ids: [p.keep, p.keep] })),
    fc.constantFrom(p.trashed, p.unknown).map((id) => asJson(`place ${id} not live`)({ ids: [p.keep, id] })),
    fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((key) => key !== 'ids')
      .map((key) => asJson(`unknown key ${JSON.stringify(key)}`)({ ids: [p.keep, p.merge], [key]: 1 })),
  );
}
