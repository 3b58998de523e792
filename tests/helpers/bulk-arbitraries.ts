import fc from 'fast-check';
import { asJson, notAnObject, wrongContentType, type RawRequest } from './archive-arbitraries';
import { badTagName } from './tag-arbitraries';

// Bad bodies for POST /api/locations/bulk (issue 14): each must be refused with a 4xx and change nothing.

const ACTIONS = [
  'set-status',
  'set-type',
  'trash',
  'restore',
  'add-tag',
  'remove-tag',
  'make-private',
  'make-public',
] as const;
/** The value a good body of each action carries (none for trash and restore). */
const GOOD_VALUE: Partial<Record<(typeof ACTIONS)[number], string>> = {
  'set-status': 'visited',
  'set-type': 'beach',
  'add-tag': 'Road trip',
  'remove-tag': 'Road trip',
};

/** Ids that are not a list of place ids: wrong types, out of range, empty. */
const badIds = fc.oneof(
  fc.constant([]),
  fc.jsonValue({ maxDepth: 1 }).filter((v) => !Array.isArray(v)),
  fc.array(fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.string(), fc.constant(null)), {
    minLength: 1,
    maxLength: 5,
  }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map((id) => [id]),
);

/**
 * Bodies the bulk endpoint must refuse, given a live place, a place in the trash and an id of none.
 * `value` is what set-status and set-type need; the others refuse it.
 */
export function badBulkBody(places: {
  live: number;
  trashed: number;
  unknown: number;
}): fc.Arbitrary<RawRequest> {
  const goodIds = fc.constant([places.live]);
  return fc.oneof(
    notAnObject,
    wrongContentType,
    fc
      .tuple(
        fc.string({ maxLength: 12 }).filter((a) => !(ACTIONS as readonly string[]).includes(a)),
        goodIds,
      )
      .map(([action, ids]) =>
        asJson(`unknown action ${JSON.stringify(action)}`)({ action, ids, value: 'visited' }),
      ),
    fc
      .tuple(fc.constantFrom(...ACTIONS), badIds)
      .map(([action, ids]) => asJson(`bad ids ${JSON.stringify(ids)}`)({ action, ids, value: 'visited' })),
    fc
      .tuple(fc.constantFrom(...ACTIONS), fc.constantFrom(places.trashed, places.unknown), fc.boolean())
      .filter(([action, id]) => !(action === 'restore' && id === places.trashed))
      .map(([action, id, first]) =>
        asJson(`id ${id} it cannot change`)({
          action,
          ids: first ? [id, places.live] : [places.live, id],
          ...(GOOD_VALUE[action] ? { value: GOOD_VALUE[action] } : {}),
        }),
      ),
    fc
      .tuple(fc.constantFrom('set-status', 'set-type'), fc.jsonValue({ maxDepth: 1 }))
      // A type is trimmed before it is checked (LocationTypeSchema): " beach " is a good one.
      .filter(([, value]) => typeof value !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.trim()))
      .map(([action, value]) =>
        asJson(`${action} to ${JSON.stringify(value)}`)({ action, ids: [places.live], value }),
      ),
    fc
      .constantFrom('set-status', 'set-type', 'add-tag', 'remove-tag')
      .map((action) => asJson(`${action} without a value`)({ action, ids: [places.live] })),
    fc
      .tuple(fc.constantFrom('add-tag', 'remove-tag'), badTagName)
      .map(([action, value]) =>
        asJson(`${action} ${JSON.stringify(value)}`)({ action, ids: [places.live], value }),
      ),
    fc
      .tuple(fc.constantFrom('trash', 'restore'), fc.jsonValue({ maxDepth: 1 }))
      .map(([action, value]) => asJson(`${action} with a value`)({ action, ids: [places.trashed], value })),
    fc
      .tuple(fc.constantFrom('make-private', 'make-public'), fc.jsonValue({ maxDepth: 1 }))
      .map(([action, value]) => asJson(`${action} with a value`)({ action, ids: [places.live], value })),
    fc
      .tuple(
        fc
          .string({ minLength: 1, maxLength: 10 })
          .filter((k) => !['action', 'ids', 'value', '__proto__'].includes(k)),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([key, extra]) =>
        asJson(`unknown field ${JSON.stringify(key)}`)({ action: 'trash', ids: [places.live], [key]: extra }),
      ),
  );
}
