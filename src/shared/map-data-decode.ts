import {
  LAT_OFFSET,
  LNG_OFFSET,
  SCALE,
  type MapDataHeader,
  type MapNamesWire,
  type MapPlace,
  type OwnerPlaceSummary,
  type PlaceSummary,
} from './map-data';
import { DEFAULT_STATUS, statusOfCode } from './status';

// The client's side of shared/map-data.ts (the form is described there): a module of its own, so
// that the home page loads it beside the data instead of in its first script.

function readHeader(data: ArrayBuffer | Uint8Array) {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const end = 4 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  return {
    bytes,
    end,
    header: JSON.parse(new TextDecoder().decode(bytes.subarray(4, end))) as MapDataHeader,
  };
}

/** The binary form's header: its dictionaries and counts. */
export const mapDataHeader = (data: ArrayBuffer | Uint8Array): MapDataHeader => readHeader(data).header;

/** The places of the binary form, oldest first, each named '' until withNames gives it its name. */
export function decodeMapData(data: ArrayBuffer | Uint8Array): MapPlace[] {
  const { bytes, end, header } = readHeader(data);
  const { count, widths, tagged } = header;
  let at = end;
  // A column: `n` values of `width` bytes, as byte planes (lowest bytes first).
  const column = (n: number, width: number) => {
    const values = new Float64Array(n);
    for (let k = 0, scale = 1; k < width; k++, scale *= 256)
      for (let i = 0; i < n; i++) values[i]! += bytes[at++]! * scale;
    return values;
  };
  const ids = column(count, widths.id);
  const lat = column(count, 4);
  const lng = column(count, 4);
  const kind = column(count, widths.kind);
  const region = column(count, widths.region);
  const tagPlace = column(tagged, widths.tagPlace);
  const tagIndex = column(tagged, widths.tagIndex);

  const kinds = header.kinds.map(([status, type, video, isPrivate, photo, dated]) => ({
    status: statusOfCode(status!) ?? DEFAULT_STATUS,
    type: header.types[type!] ?? 'custom',
    hasVideo: video === 1,
    owner: header.owner && { isPrivate: isPrivate === 1, hasPhoto: photo === 1, hasVisitedAt: dated === 1 },
  }));
  const places: MapPlace[] = new Array(count);
  let id = 0;
  for (let i = 0; i < count; i++) {
    const k = kinds[kind[i]!]!;
    const [country, state] = header.regions[region[i]!]!;
    const place: MapPlace = {
      // Whole numbers kept small integers (a double id slows every Set and Map of ids after).
      id: (id = (id + ids[i]!) | 0),
      latitude: (lat[i]! - LAT_OFFSET) / SCALE,
      longitude: (lng[i]! - LNG_OFFSET) / SCALE,
      status: k.status,
      type: k.type,
      hasVideo: k.hasVideo,
      name: '',
      country,
      state,
    };
    places[i] = k.owner ? Object.assign(place, k.owner) : place;
  }
  // One pass over the sparse links: only tagged places get an array.
  let index = 0;
  for (let i = 0; i < tagged; i++) {
    const place = places[(index += tagPlace[i]!)]!;
    (place.tags ??= []).push(header.tags[tagIndex[i]!]!);
  }
  return places;
}

/** The owner's variant decoded: every place with the owner's columns. */
export const decodeOwnerMapData = (data: ArrayBuffer | Uint8Array) =>
  decodeMapData(data) as OwnerPlaceSummary[];

/**
 * Gives the decoded places their names, in place (the same objects, so what was drawn from them
 * stays as it is). Both parts list places by id, ascending, and are matched by id: read a moment
 * apart, either may hold a place the other does not; such a place keeps the name it had.
 */
export function withNames<T extends PlaceSummary>(places: T[], { ids, names }: MapNamesWire): T[] {
  let i = 0;
  let id = ids[0] ?? 0;
  for (const place of places) {
    while (i < ids.length - 1 && id < place.id) id += ids[++i]!;
    if (id === place.id) place.name = names[i]!;
  }
  return places;
}
