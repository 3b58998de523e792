import type { z } from 'zod';
import type { Location } from './location';
import type { MapDataWireSchema, MapNamesWireSchema, OwnerMapDataWireSchema } from './map-data-schema';
import { packColumn, packIds, unpackColumn, unpackIds } from './packed-columns';
import { DEFAULT_STATUS, statusCode, statusOfCode, type LocationStatus } from './status';

/**
 * The compact form of every place that the map, the filters and the sidebar need, sent as
 * parallel packed columns (one entry per place, oldest first) with repeated strings
 * dictionary-encoded. A visitor's map data has no names: they are half its size and the first paint
 * does not need them, so they come apart (`MapNamesWire`) when search, the list or a card needs
 * them. Details (photos, notes, links) are fetched per place when a popup, card or modal opens.
 */
export type MapDataWire = z.output<typeof MapDataWireSchema>;

/** GET /api/locations/map/names: every place's name, by id (MapNamesWireSchema). */
export type MapNamesWire = z.output<typeof MapNamesWireSchema>;

/** One place as the map and filters see it. */
export interface PlaceSummary {
  id: number;
  latitude: number;
  longitude: number;
  status: LocationStatus;
  type: string;
  hasVideo: boolean;
  name: string;
  country: string;
  state: string | null;
  /** Its tags' names, sorted; absent when it has none (most places: no array each). */
  tags?: string[];
}

/**
 * The owner's map data (GET /api/locations/map/owner): the same wire with every place, private
 * ones too, their names, and the columns only the owner's filters use. Visitors' map data never
 * carries them.
 */
export type OwnerMapDataWire = z.output<typeof OwnerMapDataWireSchema>;

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

/** A visitor's places before their names have come: the name of each is empty (a stored name never is). */
export const NO_NAME = '';

const SCALE = 1e5;
const LAT_BASE = 90 * SCALE;
const LNG_BASE = 180 * SCALE;
function dictionary() {
  const values: string[] = [];
  const index = new Map<string, number>();
  return {
    values,
    add(value: string): number {
      let i = index.get(value);
      if (i === undefined) {
        i = values.length;
        values.push(value);
        index.set(value, i);
      }
      return i;
    },
  };
}

/**
 * Encodes places a page at a time (the server reads 100,000 places in pages and lets other
 * requests run between them); `wire()` is what encodeMapData gives for all of them.
 */
export class MapDataEncoder {
  readonly #types = dictionary();
  readonly #countries = dictionary();
  readonly #states = dictionary();
  readonly #tags = dictionary();
  readonly #tagged: number[] = [];
  readonly #columns = {
    ids: [] as number[],
    lat: [] as number[],
    lng: [] as number[],
    status: [] as number[],
    type: [] as number[],
    video: [] as number[],
    name: [] as string[],
    country: [] as number[],
    state: [] as number[],
  };

  add(places: readonly (Location | PlaceSummary)[]): void {
    const columns = this.#columns;
    for (const place of places) {
      columns.ids.push(place.id);
      columns.lat.push(Math.round(place.latitude * SCALE) + LAT_BASE);
      columns.lng.push(Math.round(place.longitude * SCALE) + LNG_BASE);
      columns.status.push(statusCode(place.status));
      columns.type.push(this.#types.add(place.type));
      columns.video.push(
        'hasVideo' in place ? (place.hasVideo ? 1 : 0) : place.youtubeUrls.length > 0 ? 1 : 0,
      );
      columns.name.push(place.name);
      columns.country.push(this.#countries.add(place.country));
      columns.state.push(place.state ? this.#states.add(place.state) + 1 : 0);
      const index = columns.ids.length - 1;
      for (const tag of place.tags ?? []) this.#tagged.push(index, this.#tags.add(tag));
    }
  }

  /** The map data; with `names`, the names too (the owner's variant). */
  wire(options: { names: true }): MapDataWire & { name: string[] };
  wire(options?: { names?: boolean }): MapDataWire;
  wire({ names = false } = {}): MapDataWire {
    const columns = this.#columns;
    return {
      count: columns.ids.length,
      ids: packIds(columns.ids),
      lat: packColumn(columns.lat),
      lng: packColumn(columns.lng),
      status: packColumn(columns.status),
      type: packColumn(columns.type),
      video: packColumn(columns.video),
      country: packColumn(columns.country),
      state: packColumn(columns.state),
      ...(names ? { name: columns.name } : {}),
      types: this.#types.values,
      countries: this.#countries.values,
      states: this.#states.values,
      ...(this.#tagged.length > 0 ? { tags: this.#tags.values, tagged: this.#tagged } : {}),
    };
  }
}

/** The owner's variant: the public columns, the names and the owner's own, for every place. */
export class OwnerMapDataEncoder {
  readonly #public = new MapDataEncoder();
  readonly #owner = { private: [] as number[], photo: [] as number[], dated: [] as number[] };

  wire(): OwnerMapDataWire {
    return {
      ...this.#public.wire({ names: true }),
      private: packColumn(this.#owner.private),
      photo: packColumn(this.#owner.photo),
      dated: packColumn(this.#owner.dated),
    };
  }

  add(places: readonly OwnerPlaceSummary[]): void {
    this.#public.add(places);
    for (const place of places) {
      this.#owner.private.push(place.isPrivate ? 1 : 0);
      this.#owner.photo.push(place.hasPhoto ? 1 : 0);
      this.#owner.dated.push(place.hasVisitedAt ? 1 : 0);
    }
  }
}

export function encodeMapData(places: readonly (Location | PlaceSummary)[], options?: { names?: boolean }) {
  const encoder = new MapDataEncoder();
  encoder.add(places);
  return encoder.wire(options);
}

/** The names of the map data's places, by id (in any order: they are matched by id). */
export function encodeMapNames(places: readonly { id: number; name: string }[]): MapNamesWire {
  return { count: places.length, ids: packIds(places.map((p) => p.id)), name: places.map((p) => p.name) };
}

/**
 * Every place of the map data, pausing (a `yield`) after each `slice` places; without names (a
 * visitor's), each is named NO_NAME until withNames.
 */
function* decoding(wire: MapDataWire, slice = Infinity): Generator<void, PlaceSummary[]> {
  const count = wire.count;
  const ids = unpackIds(wire.ids, count);
  const lat = unpackColumn(wire.lat, count);
  const lng = unpackColumn(wire.lng, count);
  const status = unpackColumn(wire.status, count);
  const type = unpackColumn(wire.type, count);
  const video = unpackColumn(wire.video, count);
  const country = unpackColumn(wire.country, count);
  const state = unpackColumn(wire.state, count);
  const places: PlaceSummary[] = new Array(count);
  for (let start = 0; start < count; start += slice) {
    if (start > 0) yield;
    for (let i = start, end = Math.min(count, start + slice); i < end; i++) {
      places[i] = {
        id: ids[i]!,
        latitude: (lat[i]! - LAT_BASE) / SCALE,
        longitude: (lng[i]! - LNG_BASE) / SCALE,
        status: statusOfCode(status[i]!) ?? DEFAULT_STATUS,
        type: wire.types[type[i]!] ?? 'custom',
        hasVideo: video[i] === 1,
        name: wire.name?.[i] ?? NO_NAME,
        country: wire.countries[country[i]!] ?? '',
        state: state[i]! > 0 ? (wire.states[state[i]! - 1] ?? null) : null,
      };
    }
  }
  // One pass over the sparse pairs: only tagged places get an array.
  const tagged = wire.tagged ?? [];
  const names = wire.tags ?? [];
  for (let i = 0; i + 1 < tagged.length; i += 2) {
    const place = places[tagged[i]!];
    const name = names[tagged[i + 1]!];
    if (!place || name === undefined) continue;
    if (place.tags) place.tags.push(name);
    else place.tags = [name];
  }
  return places;
}

/**
 * The four columns a marker needs, for the first paint (src/client/early-paint.ts), which makes no
 * place objects: each place's position in degrees (as decodeMapData gives it), status code and
 * video flag.
 */
export function markerColumns(wire: MapDataWire) {
  const { count } = wire;
  const [lat, lng, status, video] = [wire.lat, wire.lng, wire.status, wire.video].map((column) =>
    unpackColumn(column, count),
  ) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  return {
    count,
    latitude: (i: number) => (lat[i]! - LAT_BASE) / SCALE,
    longitude: (i: number) => (lng[i]! - LNG_BASE) / SCALE,
    status,
    video,
  };
}

/** Every place of the map data; without names (a visitor's), each is named NO_NAME until withNames. */
export const decodeMapData = (wire: MapDataWire): PlaceSummary[] =>
  decoding(wire).next().value as PlaceSummary[];

/**
 * The same places, decoded `slice` at a time with a yield to the page between slices: 100,000
 * places are then several short tasks instead of one long one, and the page runs what waits (input,
 * a frame) between them.
 */
export async function decodeMapDataInSlices(wire: MapDataWire, slice = 20_000): Promise<PlaceSummary[]> {
  const steps = decoding(wire, slice);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/** Whether these places still wait for their names (a visitor's map data, before withNames). */
export const lacksNames = (places: readonly PlaceSummary[]) => places[0]?.name === NO_NAME;
