import type { Kysely, Transaction } from 'kysely';
import { compareTagNames, tagKey, type Tag } from '#shared/tags.ts';
import type { Location } from '#shared/location.ts';
import { chunks, claimWriteLock, inBatches } from './locations';
import { readLocations, type Executor } from './location-reads';
import { updateRevision, live } from './location-changes';
import { writeRevisions } from './revisions';
import type { DB } from './schema';
import { replacePlaceTags } from './place-tags';

// Tags: free labels on places. A place's tags are part of it (Location.tags, its revisions, its
// history); the owner also manages them as a list (rename, merge, delete).

/**
 * Every tag with how many live places carry it, sorted by name. A visitor gets only the tags that
 * at least one live public place carries, counted on public places: a private place's tags (and
 * the count they would add) are never read for a visitor.
 */
export async function listTags(
  db: Executor,
  { audience = 'owner' }: { audience?: 'visitor' | 'owner' } = {},
): Promise<Tag[]> {
  let counting = db
    .selectFrom('locationTags')
    .innerJoin('locations', 'locations.id', 'locationTags.locationId')
    .select(['locationTags.tagId', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('locations.deletedAt', 'is', null);
  if (audience === 'visitor') counting = counting.where('locations.isPrivate', '=', 0);
  const counts = await counting.groupBy('locationTags.tagId').execute();
  const countOf = new Map(counts.map((row) => [row.tagId, Number(row.count)]));
  const tags = await db.selectFrom('tags').select(['id', 'name', 'createdAt']).execute();
  return tags
    .map((tag) => ({ ...tag, count: countOf.get(tag.id) ?? 0 }))
    .filter((tag) => audience === 'owner' || tag.count > 0)
    .sort((a, b) => compareTagNames(a.name, b.name));
}

export async function getTag(db: Executor, id: number): Promise<Tag | undefined> {
  return (await listTags(db)).find((tag) => tag.id === id);
}

export type TagWrite =
  | { outcome: 'done'; tag: Tag }
  | { outcome: 'missing' }
  /** Another tag has this name already (in any case). */
  | { outcome: 'taken'; other: Tag };

async function tagByKey(db: Executor, name: string) {
  return db.selectFrom('tags').select(['id', 'name']).where('nameKey', '=', tagKey(name)).executeTakeFirst();
}

/** A new tag, on no place yet; `taken` when one of that name exists. */
export async function createTag(db: Kysely<DB>, name: string, now = new Date()): Promise<TagWrite> {
  return db.transaction().execute(async (trx): Promise<TagWrite> => {
    await claimWriteLock(trx);
    const existing = await tagByKey(trx, name);
    if (existing) return { outcome: 'taken', other: (await getTag(trx, existing.id))! };
    const at = now.toISOString();
    const row = await trx
      .insertInto('tags')
      .values({ name: name.trim(), nameKey: tagKey(name), createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: 'done', tag: { id: row.id, name: name.trim(), createdAt: at, count: 0 } };
  });
}

/**
 * A new name for a tag: its places show it at once. A change of case only is allowed; another
 * tag's name is `taken` (merging is what joins two tags).
 */
export async function renameTag(db: Kysely<DB>, id: number, name: string): Promise<TagWrite> {
  return db.transaction().execute(async (trx): Promise<TagWrite> => {
    await claimWriteLock(trx);
    const tag = await getTag(trx, id);
    if (!tag) return { outcome: 'missing' };
    const existing = await tagByKey(trx, name);
    if (existing && existing.id !== id) return { outcome: 'taken', other: (await getTag(trx, existing.id))! };
    await trx
      .updateTable('tags')
      .set({ name: name.trim(), nameKey: tagKey(name) })
      .where('id', '=', id)
      .execute();
    return { outcome: 'done', tag: { ...tag, name: name.trim() } };
  });
}

/** The live places carrying a tag, locked for a change. */
async function placesWithTag(trx: Transaction<DB>, tagId: number): Promise<Location[]> {
  const links = await trx
    .selectFrom('locationTags')
    .select('locationId')
    .where('tagId', '=', tagId)
    .execute();
  const places: Location[] = [];
  for (const part of chunks(links.map((link) => link.locationId)))
    places.push(...(await readLocations(trx, { ids: part, state: 'live', lock: true })).map(live));
  return places;
}

/**
 * Gives each place its new tags with the next version and one revision, in the caller's
 * transaction (a tag merged or deleted, a bulk add or remove).
 */
export async function retagPlaces(
  trx: Transaction<DB>,
  changes: readonly { place: Location; tags: string[] }[],
  at: string,
): Promise<void> {
  for (const part of chunks(changes)) {
    await trx
      .updateTable('locations')
      .set((eb) => ({ updatedAt: at, version: eb('version', '+', 1) }))
      .where(
        'id',
        'in',
        part.map((change) => change.place.id),
      )
      .execute();
  }
  await replacePlaceTags(
    trx,
    changes.map(({ place, tags }) => ({ id: place.id, tags })),
    at,
  );
  await writeRevisions(
    trx,
    changes.map(({ place, tags }) => updateRevision(place, ['tags'], { tags })),
    at,
  );
}

export type TagRemoval = { outcome: 'done'; tag: Tag; places: number } | { outcome: 'missing' };

/**
 * The places of tag `id` get tag `into` (those that had both keep one), and tag `id` goes: one
 * transaction, one revision per live place changed.
 */
export async function mergeTags(
  db: Kysely<DB>,
  id: number,
  into: number,
  now = new Date(),
): Promise<TagWrite> {
  return db.transaction().execute(async (trx): Promise<TagWrite> => {
    await claimWriteLock(trx);
    const [from, target] = [await getTag(trx, id), await getTag(trx, into)];
    if (!from || !target) return { outcome: 'missing' };
    const at = now.toISOString();
    const places = await placesWithTag(trx, id);
    const fromKey = tagKey(from.name);
    await retagPlaces(
      trx,
      places.map((place) => ({
        place,
        tags: [...new Set([...place.tags.filter((name) => tagKey(name) !== fromKey), target.name])].sort(
          compareTagNames,
        ),
      })),
      at,
    );
    // Places in the trash keep their links too: they come back with the merged tag.
    const trashed = await trx
      .selectFrom('locationTags')
      .select('locationId')
      .where('tagId', '=', id)
      .execute();
    const withTarget = new Set(
      (await trx.selectFrom('locationTags').select('locationId').where('tagId', '=', into).execute()).map(
        (row) => row.locationId,
      ),
    );
    const moved = trashed.filter((row) => !withTarget.has(row.locationId));
    await inBatches(
      moved.map((row) => ({ locationId: row.locationId, tagId: into })),
      (batch) => trx.insertInto('locationTags').values(batch).execute(),
    );
    await trx.deleteFrom('tags').where('id', '=', id).execute();
    return { outcome: 'done', tag: (await getTag(trx, into))! };
  });
}

/** The tag goes from every place (one revision per live place); the places keep everything else. */
export async function deleteTag(db: Kysely<DB>, id: number, now = new Date()): Promise<TagRemoval> {
  return db.transaction().execute(async (trx): Promise<TagRemoval> => {
    await claimWriteLock(trx);
    const tag = await getTag(trx, id);
    if (!tag) return { outcome: 'missing' };
    const at = now.toISOString();
    const places = await placesWithTag(trx, id);
    const key = tagKey(tag.name);
    await retagPlaces(
      trx,
      places.map((place) => ({ place, tags: place.tags.filter((name) => tagKey(name) !== key) })),
      at,
    );
    await trx.deleteFrom('tags').where('id', '=', id).execute();
    return { outcome: 'done', tag, places: places.length };
  });
}
