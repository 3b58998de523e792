import type { Location } from './location';
import { statusCode, type LocationStatus } from './status';

/**
 * The map data, in two parts the client asks for at once:
 *
 * - GET /api/locations/map: what the markers, the filters and the sidebar's counts need of every
 *   place (no names), in a small binary form (`application/octet-stream`) that brotli compresses
 *   well and the browser decodes in a few milliseconds. The markers are drawn from it alone.
 * - GET /api/locations/map/names: every place's name (search, the list, labels, popups), JSON.
 *
 * The binary form: a little-endian u32 giving the length of a UTF-8 JSON header (MapDataHeader),
 * the header, then one column after another, each `count` unsigned integers of `width` bytes stored
 * as byte planes (the lowest byte of every value, then the next byte of every value, …): the high
 * bytes of small numbers are runs brotli all but removes. Columns, places oldest first:
 * 1. id, as the difference from the previous place's (mostly 1);
 * 2. latitude × 10⁵ + 9,000,000 and 3. longitude × 10⁵ + 18,000,000 (4 bytes): 10⁻⁵° is about a
 *    metre, two pixels at the map's deepest zoom; the detail view reads a place's exact position;
 * 4. kind: index into `kinds`, the distinct [status code, type index, video, (private, photo,
 *    dated)] of the places, so one small number says all that a marker and the filters need;
 * 5. region: index into `regions`, the distinct [country, state] pairs;
 * then the sparse tag links (`tagged` of them): 6. the place's index as the difference from the
 * previous link's, 7. the tag's index in `tags`.
 */
export interface MapDataHeader {
  count: number;
  /** Bytes per value of each column (1, 2 or 4). */
  widths: { id: number; kind: number; region: number; tagPlace: number; tagIndex: number };
  kinds: number[][];
  types: string[];
  regions: [country: string, state: string | null][];
  tags: string[];
  tagged: number;
  /** The owner's variant: private places too, and the kinds carry the owner's three flags. */
  owner?: true;
}

/** GET /api/locations/map/names: each place's name, by id (ids as differences, as in the binary form). */
export interface MapNamesWire {
  ids: number[];
  names: string[];
}

/** One place as the map and filters see it. */
export interface PlaceSummary {
  id: number;
  latitude: number;
  longitude: number;
  status: LocationStatus;
  type: string;
  hasVideo: boolean;
  /** '' until the names (a second request) arrive. */
  name: string;
  country: string;
  state: string | null;
  /** Its tags' names, sorted; absent when it has none (most places: no array each). */
  tags?: string[];
}

/** What only the owner's map data says of a place. */
export interface OwnerPlaceFields {
  isPrivate: boolean;
  hasPhoto: boolean;
  hasVisitedAt: boolean;
}

/** One place as the owner's map and filters see it. */
export type OwnerPlaceSummary = PlaceSummary & OwnerPlaceFields;

/** A place of the map data as the client holds it: the owner's columns only when signed in. */
export type MapPlace = PlaceSummary & Partial<OwnerPlaceFields>;

/** The two parts' addresses (a visitor's; the owner's are under /owner). */
export const MAP_DATA_URL = '/api/locations/map';
export const MAP_NAMES_URL = '/api/locations/map/names';

/** The binary form's media type. */
export const MAP_DATA_TYPE = 'application/octet-stream';

/** Coordinates are whole numbers of 10⁻⁵°, offset to be positive. */
export const SCALE = 1e5;
export const LAT_OFFSET = 90 * SCALE;
export const LNG_OFFSET = 180 * SCALE;

/** A coordinate as the map data holds it: a whole number of 10⁻⁵°, within its range. */
const fixed = (value: number, limit: number) =>
  Math.min(limit * SCALE, Math.max(-limit * SCALE, Math.round(value * SCALE)));

function dictionary<T>(keyOf: (value: T) => string = String) {
  const values: T[] = [];
  const index = new Map<string, number>();
  return {
    values,
    add(value: T): number {
      const key = keyOf(value);
      let i = index.get(key);
      if (i === undefined) {
        i = values.length;
        values.push(value);
        index.set(key, i);
      }
      return i;
    },
  };
}

const widthOf = (max: number) => (max < 0x100 ? 1 : max < 0x10000 ? 2 : 4);

/** The column as byte planes (see above). */
function planes(values: readonly number[], width: number): Uint8Array {
  const n = values.length;
  const out = new Uint8Array(n * width);
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    for (let k = 0; k < width; k++) out[k * n + i] = (value >>> (8 * k)) & 0xff;
  }
  return out;
}

const maxOf = (values: readonly number[]) => values.reduce((max, v) => (v > max ? v : max), 0);

type AnyPlace = Location | PlaceSummary | OwnerPlaceSummary;

/**
 * Encodes places a page at a time (the server reads 100,000 places in pages and lets other
 * requests run between them); `bytes()` gives the binary form of all of them.
 */
export class MapDataEncoder {
  readonly #types = dictionary<string>();
  readonly #kinds = dictionary<number[]>((kind) => kind.join());
  readonly #regions = dictionary<[string, string | null]>(([country, state]) =>
    JSON.stringify([country, state]),
  );
  readonly #tags = dictionary<string>();
  readonly #ids: number[] = [];
  readonly #lat: number[] = [];
  readonly #lng: number[] = [];
  readonly #kind: number[] = [];
  readonly #region: number[] = [];
  readonly #tagPlace: number[] = [];
  readonly #tagIndex: number[] = [];
  #lastId = 0;
  #lastTagged = 0;

  /** `owner`: the owner's variant, every place with the owner's flags (OwnerPlaceSummary). */
  constructor(private readonly owner = false) {}

  get count(): number {
    return this.#ids.length;
  }

  add(places: readonly AnyPlace[]): void {
    for (const place of places) {
      const index = this.#ids.length;
      this.#ids.push(place.id - this.#lastId);
      this.#lastId = place.id;
      this.#lat.push(fixed(place.latitude, 90) + LAT_OFFSET);
      this.#lng.push(fixed(place.longitude, 180) + LNG_OFFSET);
      const video = 'hasVideo' in place ? place.hasVideo : place.youtubeUrls.length > 0;
      const kind = [statusCode(place.status), this.#types.add(place.type), video ? 1 : 0];
      if (this.owner) {
        const own = place as OwnerPlaceSummary;
        kind.push(own.isPrivate ? 1 : 0, own.hasPhoto ? 1 : 0, own.hasVisitedAt ? 1 : 0);
      }
      this.#kind.push(this.#kinds.add(kind));
      this.#region.push(this.#regions.add([place.country, place.state || null]));
      for (const tag of place.tags ?? []) {
        this.#tagPlace.push(index - this.#lastTagged);
        this.#lastTagged = index;
        this.#tagIndex.push(this.#tags.add(tag));
      }
    }
  }

  bytes(): Uint8Array {
    const widths = {
      id: widthOf(maxOf(this.#ids)),
      kind: widthOf(this.#kinds.values.length),
      region: widthOf(this.#regions.values.length),
      tagPlace: widthOf(maxOf(this.#tagPlace)),
      tagIndex: widthOf(this.#tags.values.length),
    };
    const header: MapDataHeader = {
      count: this.#ids.length,
      widths,
      kinds: this.#kinds.values,
      types: this.#types.values,
      regions: this.#regions.values,
      tags: this.#tags.values,
      tagged: this.#tagIndex.length,
      ...(this.owner ? { owner: true as const } : {}),
    };
    const head = new TextEncoder().encode(JSON.stringify(header));
    const columns = [
      planes(this.#ids, widths.id),
      planes(this.#lat, 4),
      planes(this.#lng, 4),
      planes(this.#kind, widths.kind),
      planes(this.#region, widths.region),
      planes(this.#tagPlace, widths.tagPlace),
      planes(this.#tagIndex, widths.tagIndex),
    ];
    const out = new Uint8Array(4 + head.length + columns.reduce((sum, c) => sum + c.length, 0));
    new DataView(out.buffer).setUint32(0, head.length, true);
    out.set(head, 4);
    let at = 4 + head.length;
    for (const column of columns) {
      out.set(column, at);
      at += column.length;
    }
    return out;
  }
}

/** The names part, a page at a time, in the same order. */
export class MapNamesEncoder {
  readonly wire: MapNamesWire = { ids: [], names: [] };
  #lastId = 0;

  add(places: readonly Pick<PlaceSummary, 'id' | 'name'>[]): void {
    for (const place of places) {
      this.wire.ids.push(place.id - this.#lastId);
      this.#lastId = place.id;
      this.wire.names.push(place.name);
    }
  }
}

export function encodeMapData(places: readonly AnyPlace[], owner = false): Uint8Array {
  const encoder = new MapDataEncoder(owner);
  encoder.add(places);
  return encoder.bytes();
}

export function encodeMapNames(places: readonly Pick<PlaceSummary, 'id' | 'name'>[]): MapNamesWire {
  const encoder = new MapNamesEncoder();
  encoder.add(places);
  return encoder.wire;
}

/** A place the owner holds in full, as the owner's map data shows it. */
export function summarize(place: Location): OwnerPlaceSummary {
  return {
    id: place.id,
    latitude: place.latitude,
    longitude: place.longitude,
    status: place.status,
    type: place.type,
    hasVideo: place.youtubeUrls.length > 0,
    name: place.name,
    country: place.country,
    state: place.state,
    ...(place.tags.length > 0 ? { tags: place.tags } : {}),
    isPrivate: place.isPrivate,
    hasPhoto: place.photos.length > 0,
    hasVisitedAt: place.visitedAt !== null,
  };
}
