import { PostgresAdapter, type Kysely } from 'kysely';
import { computeWorldProgress } from '../shared/geo/world-progress';
import type { VisitorLocation } from '../shared/location';
import { encodeMapNames, MapDataEncoder, OwnerMapDataEncoder } from '../shared/map-data';
import { StatsAccumulator, type Stats } from '../shared/stats';
import { listLocations, listVisitorLocations } from './db/locations';
import { listOwnerPlaceSummaries, listPlaceNames, listPlaceSummaries } from './db/place-summaries';
import type { VisitedRegion } from './db/geo';
import { listStatsPlaces, tripStats } from './db/stats';
import { visitedShapes } from './geo/visited-shapes';
import type { DB } from './db/schema';
import type { JsonSlices } from './representation-build';
import { turnTaker } from './turns';
import type { VersionedValue } from './versioned-value';

/**
 * The JSON of the large cached representations (the place list, the map data, the statistics),
 * read a page of places at a time with a turn of the event loop between pages: at 100,000 places
 * no page takes more than a few milliseconds, so other requests are never held up for long
 * (bench/rebuild-stall.ts measures it).
 */

/**
 * Rows per page: a few milliseconds of work in one go. SQLite reads a page while the caller waits;
 * PostgreSQL's wait is a break for other requests, so its pages are larger (fewer round trips).
 * Whole places (photos, notes) cost more per row, and a larger page of them leaves more for the
 * garbage collector's young-generation pauses: 500 on both.
 */
const PAGE = { sqlite: 500, postgres: 2000 };
const PLACES_PAGE = { sqlite: 500, postgres: 500 };

/** Every page of rows by id, oldest first, letting other requests run between pages. */
async function* pagesById<T extends { id: number }>(
  db: Kysely<DB>,
  read: (page: { after: number | undefined; limit: number }) => Promise<T[]>,
  size = PAGE,
): AsyncGenerator<T[]> {
  const limit = db.getExecutor().adapter instanceof PostgresAdapter ? size.postgres : size.sqlite;
  let after: number | undefined;
  const takeTurn = turnTaker();
  for (;;) {
    await takeTurn();
    const rows = await read({ after, limit });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    after = last.id;
  }
}

/** An object's JSON a property at a time: the same text as JSON.stringify, in slices. */
function* objectSlices(value: object): Generator<string> {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) {
    yield '{}';
    return;
  }
  for (const [i, [key, item]] of entries.entries()) {
    yield `${i === 0 ? '{' : ','}${JSON.stringify(key)}:${JSON.stringify(item)}`;
  }
  yield '}';
}

/**
 * GET /api/locations: every live place, the same array as listVisitorLocations gives (a visitor)
 * or listLocations (the owner: private places and notes too).
 */
export const placesJson = (db: Kysely<DB>, audience: 'visitor' | 'owner'): JsonSlices =>
  async function* () {
    let first = true;
    yield '[';
    const read = audience === 'owner' ? listLocations : listVisitorLocations;
    for await (const places of pagesById(db, (page) => read(db, page), PLACES_PAGE)) {
      const items = JSON.stringify(places).slice(1, -1);
      yield first ? items : `,${items}`;
      first = false;
    }
    yield ']';
  };

/** GET /api/locations/map: the compact form of shared/map-data.ts, without the names. */
export const mapDataJson = (db: Kysely<DB>): JsonSlices =>
  async function* () {
    const encoder = new MapDataEncoder();
    for await (const places of pagesById(db, (page) => listPlaceSummaries(db, page))) encoder.add(places);
    yield* objectSlices(encoder.wire());
  };

/** GET /api/locations/map/names: the public places' names, by id (only ids and names are read). */
export const mapNamesJson = (db: Kysely<DB>): JsonSlices =>
  async function* () {
    const places: { id: number; name: string }[] = [];
    for await (const page of pagesById(db, (range) => listPlaceNames(db, range))) places.push(...page);
    yield* objectSlices(encodeMapNames(places));
  };

/** GET /api/locations/map/owner: the owner's variant, private places and owner-only columns too. */
export const ownerMapDataJson = (db: Kysely<DB>): JsonSlices =>
  async function* () {
    const encoder = new OwnerMapDataEncoder();
    for await (const places of pagesById(db, (page) => listOwnerPlaceSummaries(db, page)))
      encoder.add(places);
    yield* objectSlices(encoder.wire());
  };

/** GET /api/stats: the statistics, with the recently added places in full. */
export const statsJson = (db: Kysely<DB>): JsonSlices =>
  async function* () {
    const stats = new StatsAccumulator();
    for await (const places of pagesById(db, (page) => listStatsPlaces(db, page))) stats.add(places);
    const summary = stats.result();
    const ids = summary.recentlyAdded.map((place) => place.id);
    const byId = new Map((await listVisitorLocations(db, { ids })).map((place) => [place.id, place]));
    const recentlyAdded = ids
      .map((id) => byId.get(id))
      .filter((place): place is VisitorLocation => place !== undefined);
    const result: Stats = { ...summary, recentlyAdded, trips: await tripStats(db) };
    yield JSON.stringify(result);
  };

/** The places' countries and states, read once per data version (the app context's visitedRegions). */
type VisitedRegions = Pick<VersionedValue<VisitedRegion[]>, 'get'>;

/** GET /api/world-progress. */
export const worldProgressJson = (visitedRegions: VisitedRegions): JsonSlices =>
  async function* () {
    yield JSON.stringify(computeWorldProgress(await visitedRegions.get()));
  };

/** GET /api/geo/visited-shapes: a GeoJSON FeatureCollection, a feature (one country or state) per slice. */
export const visitedShapesJson = (visitedRegions: VisitedRegions): JsonSlices =>
  async function* () {
    const { countries, usStates } = computeWorldProgress(await visitedRegions.get());
    const { type, features } = visitedShapes([...countries.list, ...countries.others], usStates.list);
    yield `{"type":${JSON.stringify(type)},"features":[`;
    for (const [i, feature] of features.entries()) yield `${i === 0 ? '' : ','}${JSON.stringify(feature)}`;
    yield ']}';
  };

/**
 * The whole-archive representations by the name their cache has: what the worker thread builds
 * (representation-worker.ts) once a build takes long enough to hold other requests up.
 */
export const WHOLE_ARCHIVE_FORMS = {
  locations: (db: Kysely<DB>) => placesJson(db, 'visitor'),
  'owner-locations': (db: Kysely<DB>) => placesJson(db, 'owner'),
  map: mapDataJson,
  'map-names': mapNamesJson,
  'owner-map': ownerMapDataJson,
  stats: statsJson,
} satisfies Record<string, (db: Kysely<DB>) => JsonSlices>;

export type WholeArchiveForm = keyof typeof WHOLE_ARCHIVE_FORMS;
