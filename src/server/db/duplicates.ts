import type { Kysely } from 'kysely';
import {
  DUPLICATES_SHOWN,
  findDuplicatePairs,
  mergedValues,
  mergeLimitErrors,
  type DuplicatesList,
  type MergeResult,
} from '#shared/duplicates.ts';
import type { MergeRequest } from '#shared/duplicates-schema.ts';
import type { Location } from '#shared/location.ts';
import { deleteRevision, live, updateRevision } from './location-changes';
import { claimWriteLock, writeLocation, type LocationChanges } from './locations';
import { readLocations } from './location-reads';
import { changedFields, writeRevisions } from './revisions';
import type { DB } from './schema';

// The owner's possible duplicates: pairs of live places with similar names within 200 m, less
// the pairs the owner said are not duplicates; and the merge of one pair into one place.

const ordered = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** The pairs to show (the first DUPLICATES_SHOWN, by id), with both places in full. */
export async function listDuplicates(db: Kysely<DB>): Promise<DuplicatesList> {
  const [positions, dismissed] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['id', 'name', 'latitude', 'longitude'])
      .where('deletedAt', 'is', null)
      .execute(),
    db.selectFrom('dismissedDuplicates').select(['lowId', 'highId']).execute(),
  ]);
  const skip = new Set(dismissed.map((row) => `${row.lowId}:${row.highId}`));
  const pairs = findDuplicatePairs(positions).filter((pair) => !skip.has(`${pair.a.id}:${pair.b.id}`));
  const shown = pairs.slice(0, DUPLICATES_SHOWN);
  const ids = [...new Set(shown.flatMap((pair) => [pair.a.id, pair.b.id]))];
  const places = new Map<number, Location>();
  // The ids of 200 pairs at most: one read, well under the engines' parameter limits.
  for (const place of await readLocations(db, { ids })) places.set(place.id, live(place));
  return {
    pairs: shown.flatMap((pair) => {
      const a = places.get(pair.a.id);
      const b = places.get(pair.b.id);
      // A place trashed between the two reads is simply not shown.
      return a && b ? [{ a, b, distanceM: Math.round(pair.distanceM) }] : [];
    }),
    total: pairs.length,
  };
}

/** "Not a duplicate": the pair is never listed again. False when either place is not live. */
export async function dismissPair(db: Kysely<DB>, [first, second]: [number, number], now = new Date()) {
  const [lowId, highId] = ordered(first, second);
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('locations')
      .select('id')
      .where('id', 'in', [lowId, highId])
      .where('deletedAt', 'is', null)
      .execute();
    if (found.length < 2) return false;
    await trx
      .insertInto('dismissedDuplicates')
      .values({ lowId, highId, createdAt: now.toISOString() })
      .onConflict((oc) => oc.columns(['lowId', 'highId']).doNothing())
      .execute();
    return true;
  });
}

export type MergeOutcome =
  | { outcome: 'missing'; id: number }
  /** One of the places is no longer at the version the owner saw; `current` is how it is now. */
  | { outcome: 'conflict'; current: Location }
  /** The united photos or videos would pass a limit: nothing was changed. */
  | { outcome: 'too_many'; errors: Partial<Record<'photos' | 'youtubeUrls', string>> }
  | { outcome: 'done'; result: MergeResult };

/**
 * Merges `mergeId` into `keepId` in one transaction: the kept place takes the chosen fields and
 * both places' photos and videos (one `merge` revision); the other goes to the trash (a `delete`
 * revision), whence it can be restored. Nothing changes unless both are at the versions sent.
 */
export async function mergePlaces(
  db: Kysely<DB>,
  { keepId, mergeId, fields, versions }: MergeRequest,
  now = new Date(),
): Promise<MergeOutcome> {
  return db.transaction().execute(async (trx): Promise<MergeOutcome> => {
    await claimWriteLock(trx);
    const found = new Map(
      (await readLocations(trx, { ids: [keepId, mergeId], state: 'live', lock: true })).map((p) => [
        p.id,
        live(p),
      ]),
    );
    const keep = found.get(keepId);
    const merge = found.get(mergeId);
    if (!keep) return { outcome: 'missing', id: keepId };
    if (!merge) return { outcome: 'missing', id: mergeId };
    if (keep.version !== versions.keep) return { outcome: 'conflict', current: keep };
    if (merge.version !== versions.merge) return { outcome: 'conflict', current: merge };
    const errors = mergeLimitErrors(keep, merge);
    if (Object.keys(errors).length > 0) return { outcome: 'too_many', errors };

    const at = now.toISOString();
    const values = mergedValues(keep, merge, fields);
    const changed = changedFields(keep, values);
    const delta = Object.fromEntries(changed.map((field) => [field, values[field]])) as LocationChanges;
    // The kept place gets its revision (and a new version) even when it takes nothing: the merge
    // is part of its history.
    if (!(await writeLocation(trx, keep.id, keep.version, delta, at)))
      throw new Error(`place ${keep.id} changed while locked`);
    if (!(await writeLocation(trx, merge.id, merge.version, { deletedAt: at }, at)))
      throw new Error(`place ${merge.id} changed while locked`);
    await writeRevisions(trx, [updateRevision(keep, changed, delta, 'merge'), deleteRevision(merge)], at);
    const [place] = await readLocations(trx, { ids: [keep.id], state: 'live' });
    return { outcome: 'done', result: { place: live(place!), trashedId: merge.id } };
  });
}
