import type { Location } from './location';
import { DEFAULT_STATUS, statusCode, statusOfCode, type LocationStatus } from './status';

/**
 * The compact form of every place that the map, the filters and the sidebar need, sent as
 * parallel arrays (one entry per place, oldest first) with repeated strings dictionary-encoded.
 * Details (photos, notes, links) are fetched per place when a popup, card or modal opens.
 */
export interface MapDataWire {
  ids: number[];
  /** Rounded to 5 decimals (about a metre). */
  lat: number[];
  lng: number[];
  /** The status's code in the status table (status.ts). */
  status: number[];
  /** Index into `types`. */
  type: number[];
  /** 1 when the place has at least one video link. */
  video: number[];
  name: string[];
  /** Index into `countries`. */
  country: number[];
  /** Index into `states`, or -1. */
  state: number[];
  types: string[];
  countries: string[];
  states: string[];
  /** Tag names; with `tagged`, only when some place carries a tag (the wire of a site without tags is unchanged). */
  tags?: string[];
  /** Flat pairs [placeIndex, tagIndex, placeIndex, tagIndex, …]: sparse, one pair per place–tag link. */
  tagged?: number[];
}

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
 * ones too, and the columns only the owner's filters use. Visitors' map data never carries them.
 */
export interface OwnerMapDataWire extends MapDataWire {
  /** 1 for a private place. */
  private: number[];
  /** 1 when the place has at least one photo. */
  photo: number[];
  /** 1 when the place has a visited date. */
  dated: number[];
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

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

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
 * requests run between them); `wire` is what encodeMapData gives for all of them.
 */
export class MapDataEncoder {
  readonly #types = dictionary();
  readonly #countries = dictionary();
  readonly #states = dictionary();
  readonly #tags = dictionary();
  readonly #tagged: number[] = [];
  readonly wire: MapDataWire = {
    ids: [],
    lat: [],
    lng: [],
    status: [],
    type: [],
    video: [],
    name: [],
    country: [],
    state: [],
    types: this.#types.values,
    countries: this.#countries.values,
    states: this.#states.values,
  };

  add(places: readonly (Location | PlaceSummary)[]): void {
    const wire = this.wire;
    for (const place of places) {
      wire.ids.push(place.id);
      wire.lat.push(round5(place.latitude));
      wire.lng.push(round5(place.longitude));
      wire.status.push(statusCode(place.status));
      wire.type.push(this.#types.add(place.type));
      wire.video.push('hasVideo' in place ? (place.hasVideo ? 1 : 0) : place.youtubeUrls.length > 0 ? 1 : 0);
      wire.name.push(place.name);
      wire.country.push(this.#countries.add(place.country));
      wire.state.push(place.state ? this.#states.add(place.state) : -1);
      if (place.tags && place.tags.length > 0) {
        const index = wire.ids.length - 1;
        for (const tag of place.tags) this.#tagged.push(index, this.#tags.add(tag));
        wire.tags = this.#tags.values;
        wire.tagged = this.#tagged;
      }
    }
  }
}

/** The owner's variant: the public columns and the owner's own, for every place. */
export class OwnerMapDataEncoder {
  readonly #public = new MapDataEncoder();
  readonly #owner: Pick<OwnerMapDataWire, 'private' | 'photo' | 'dated'> = {
    private: [],
    photo: [],
    dated: [],
  };

  /** The public columns (the tags too, which appear with the first tagged place) and the owner's. */
  get wire(): OwnerMapDataWire {
    return { ...this.#public.wire, ...this.#owner };
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

export function encodeMapData(places: readonly (Location | PlaceSummary)[]): MapDataWire {
  const encoder = new MapDataEncoder();
  encoder.add(places);
  return encoder.wire;
}

/** The owner's variant decoded: every place with the owner's columns. */
export function decodeOwnerMapData(wire: OwnerMapDataWire): OwnerPlaceSummary[] {
  return decodeMapData(wire).map((place, i) => ({
    ...place,
    isPrivate: wire.private[i] === 1,
    hasPhoto: wire.photo[i] === 1,
    hasVisitedAt: wire.dated[i] === 1,
  }));
}

export function decodeMapData(wire: MapDataWire): PlaceSummary[] {
  const places: PlaceSummary[] = new Array(wire.ids.length);
  for (let i = 0; i < wire.ids.length; i++) {
    const state = wire.state[i]!;
    places[i] = {
      id: wire.ids[i]!,
      latitude: wire.lat[i]!,
      longitude: wire.lng[i]!,
      status: statusOfCode(wire.status[i]!) ?? DEFAULT_STATUS,
      type: wire.types[wire.type[i]!] ?? 'custom',
      hasVideo: wire.video[i] === 1,
      name: wire.name[i]!,
      country: wire.countries[wire.country[i]!] ?? '',
      state: state >= 0 ? (wire.states[state] ?? null) : null,
    };
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
