import type { Kysely, Transaction } from 'kysely';
import { compareTagNames, tagKey, type Tag } from '../../shared/tags';
import type { Location } from '../../shared/location';
import { chunks, claimWriteLock, inBatches } from './locations';
import { readLocations, type Executor } from './location-reads';
import { updateRevision, live } from './location-changes';
import { writeRevisions } from './revisions';
import type { DB } from './schema';

// Tags: free labels on places. A place's tags are part of it (Location.tags, its revisions, its
// history); the owner also manages them as a list (rename, merge, delete).

/** The tags of the places named (every place when `ids` is undefined), each list sorted. */
export async function readTagsOf(db: Executor, ids?: readonly number[]): Promise<Map<number, string[]>> {
  const rows: { locationId: number; name: string }[] = [];
  const query = () =>
    db
      .selectFrom('locationTags')
      .innerJoin('tags', 'tags.id', 'locationTags.tagId')
      .select(['locationTags.locationId', 'tags.name']);
  if (ids === undefined) rows.push(...(await query().execute()));
  else
    for (const part of chunks(ids))
      rows.push(...(await query().where('locationTags.locationId', 'in', part).execute()));
  const byPlace = new Map<number, string[]>();
  for (const row of rows) {
    const list = byPlace.get(row.locationId);
    if (list) list.push(row.name);
    else byPlace.set(row.locationId, [row.name]);
  }
  for (const list of byPlace.values()) list.sort(compareTagNames);
  return byPlace;
}

/** The tags of places with ids in (after, last], for a page of the map data. */
export async function readTagsInRange(
  db: Executor,
  after: number | undefined,
  last: number | undefined,
): Promise<Map<number, string[]>> {
  let query = db
    .selectFrom('locationTags')
    .innerJoin('tags', 'tags.id', 'locationTags.tagId')
    .select(['locationTags.locationId', 'tags.name']);
  if (after !== undefined) query = query.where('locationTags.locationId', '>', after);
  if (last !== undefined) query = query.where('locationTags.locationId', '<=', last);
  const byPlace = new Map<number, string[]>();
  for (const row of await query.execute()) {
    const list = byPlace.get(row.locationId);
    if (list) list.push(row.name);
    else byPlace.set(row.locationId, [row.name]);
  }
  for (const list of byPlace.values()) list.sort(compareTagNames);
  return byPlace;
}

/** The names as the owner's tags spell them where a tag exists already (in any case), sorted. */
export async function canonicalTagNames(db: Executor, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .select(['name', 'nameKey'])
    .where('nameKey', 'in', names.map(tagKey))
    .execute();
  const existing = new Map(rows.map((row) => [row.nameKey, row.name]));
  const out = new Map<string, string>();
  for (const name of names) out.set(tagKey(name), existing.get(tagKey(name)) ?? name.trim());
  return [...out.values()].sort(compareTagNames);
}

/** The ids of these tags by their key, creating those that do not exist yet. */
export async function ensureTags(trx: Transaction<DB>, names: readonly string[], now: string) {
  const keys = new Map(names.map((name) => [tagKey(name), name.trim()]));
  if (keys.size === 0) return new Map<string, number>();
  const rows = [...keys].map(([nameKey, name]) => ({ name, nameKey, createdAt: now }));
  await inBatches(rows, (batch) =>
    trx
      .insertInto('tags')
      .values(batch)
      .onConflict((oc) => oc.column('nameKey').doNothing())
      .execute(),
  );
  const ids = new Map<string, number>();
  for (const part of chunks([...keys.keys()])) {
    const found = await trx
      .selectFrom('tags')
      .select(['id', 'nameKey'])
      .where('nameKey', 'in', part)
      .execute();
    for (const row of found) ids.set(row.nameKey, row.id);
  }
  return ids;
}

/** Sets the tags of each place to exactly these names (creating unknown tags), in the caller's transaction. */
export async function replacePlaceTags(
  trx: Transaction<DB>,
  places: readonly { id: number; tags: readonly string[] }[],
  now: string,
): Promise<void> {
  if (places.length === 0) return;
  const ids = await ensureTags(
    trx,
    places.flatMap((place) => place.tags),
    now,
  );
  for (const part of chunks(places.map((place) => place.id)))
    await trx.deleteFrom('locationTags').where('locationId', 'in', part).execute();
  const links = places.flatMap((place) =>
    [...new Set(place.tags.map((name) => ids.get(tagKey(name))!))].map((tagId) => ({
      locationId: place.id,
      tagId,
    })),
  );
  await inBatches(links, (batch) => trx.insertInto('locationTags').values(batch).execute());
}

/**
 * Every tag with how many live places carry it, sorted by name. A visitor (`usedOnly`) gets only
 * the tags at least one live place carries.
 */
export async function listTags(db: Executor, { usedOnly = false } = {}): Promise<Tag[]> {
  const counts = await db
    .selectFrom('locationTags')
    .innerJoin('locations', 'locations.id', 'locationTags.locationId')
    .select(['locationTags.tagId', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('locations.deletedAt', 'is', null)
    .groupBy('locationTags.tagId')
    .execute();
  const countOf = new Map(counts.map((row) => [row.tagId, Number(row.count)]));
  const tags = await db.selectFrom('tags').select(['id', 'name', 'createdAt']).execute();
  return tags
    .map((tag) => ({ ...tag, count: countOf.get(tag.id) ?? 0 }))
    .filter((tag) => !usedOnly || tag.count > 0)
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
