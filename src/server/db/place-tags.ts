import type { Transaction } from 'kysely';
import { compareTagNames, tagKey } from '#shared/tags.ts';
import type { Executor } from './location-reads';
import type { DB } from './schema';

// The tags of places as part of the places: read with them, written with them (unknown names
// create the tag). The owner's tag list and its changes are in tags.ts.

/** Rows per statement, well under both engines' bound-parameter limits (as locations.ts batches). */
const BATCH = 500;

function slices<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += BATCH) out.push(list.slice(i, i + BATCH));
  return out;
}

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
    for (const part of slices(ids))
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

/**
 * The tags of places with ids in (after, last], for a page of the map data. A visitor's read joins
 * the public places: no private place's tags are read.
 */
export async function readTagsInRange(
  db: Executor,
  after: number | undefined,
  last: number | undefined,
  audience: 'visitor' | 'owner',
): Promise<Map<number, string[]>> {
  let query = db
    .selectFrom('locationTags')
    .innerJoin('tags', 'tags.id', 'locationTags.tagId')
    .select(['locationTags.locationId', 'tags.name']);
  if (audience === 'visitor')
    query = query
      .innerJoin('locations', 'locations.id', 'locationTags.locationId')
      .where('locations.isPrivate', '=', 0);
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
  for (const batch of slices(rows))
    await trx
      .insertInto('tags')
      .values(batch)
      .onConflict((oc) => oc.column('nameKey').doNothing())
      .execute();
  const ids = new Map<string, number>();
  for (const part of slices([...keys.keys()])) {
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
  for (const part of slices(places.map((place) => place.id)))
    await trx.deleteFrom('locationTags').where('locationId', 'in', part).execute();
  const links = places.flatMap((place) =>
    [...new Set(place.tags.map((name) => ids.get(tagKey(name))!))].map((tagId) => ({
      locationId: place.id,
      tagId,
    })),
  );
  for (const batch of slices(links)) await trx.insertInto('locationTags').values(batch).execute();
}
