import { z } from './zod';

// The map data's wire forms (map-data.ts reads and writes them; its types come from here, as types
// only, so that the first paint's bundle stays free of zod).

/** A column of whole numbers packed in byte planes, in base64 (packed-columns.ts). */
const Packed = z.base64().meta({ id: 'PackedColumn' });

const MAP_COLUMNS = {
  count: z.number().int().nonnegative(),
  /** Each id's difference from the one before (zigzag-coded): 1 for ids that follow each other. */
  ids: Packed,
  /** Hundred-thousandths of a degree (about a metre) above -90. */
  lat: Packed,
  /** Hundred-thousandths of a degree above -180. */
  lng: Packed,
  /** The status's code in the status table (status.ts). */
  status: Packed,
  /** Index into `types`. */
  type: Packed,
  /** 1 when the place has at least one video link. */
  video: Packed,
  /** Index into `countries`. */
  country: Packed,
  /** Index into `states` plus one; 0 for none. */
  state: Packed,
  types: z.array(z.string()),
  countries: z.array(z.string()),
  states: z.array(z.string()),
  /** Tag names; with `tagged`, only when some place carries a tag (the wire of a site without tags is unchanged). */
  tags: z.array(z.string()).optional(),
  /** Flat pairs [placeIndex, tagIndex, placeIndex, tagIndex, …]: sparse, one pair per place–tag link. */
  tagged: z.array(z.number().int().nonnegative()).optional(),
};

/**
 * GET /api/locations/map: every public place as parallel packed columns (one entry per place,
 * oldest first), repeated strings dictionary-encoded, without the names (MapNamesWireSchema).
 */
export const MapDataWireSchema = z
  .strictObject({
    ...MAP_COLUMNS,
    /** The names, in the owner's variant only (a visitor's come from GET /api/locations/map/names). */
    name: z.array(z.string()).optional(),
  })
  .meta({ id: 'MapData' });

/** GET /api/locations/map/names: every public place's name, by id (the ids say which places they are of). */
export const MapNamesWireSchema = z
  .strictObject({ count: z.number().int().nonnegative(), ids: Packed, name: z.array(z.string()) })
  .meta({ id: 'MapNames' });

/** GET /api/locations/map/owner: every place, private ones too, their names and the owner filters' columns. */
export const OwnerMapDataWireSchema = z
  .strictObject({
    ...MAP_COLUMNS,
    name: z.array(z.string()),
    /** 1 for a private place. */
    private: Packed,
    /** 1 when the place has at least one photo. */
    photo: Packed,
    /** 1 when the place has a visited date. */
    dated: Packed,
  })
  .meta({ id: 'OwnerMapData' });
