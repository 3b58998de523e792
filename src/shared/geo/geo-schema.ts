import { z } from '../zod';
import { CONTINENTS } from './countries';

// The geography answers of the API (their types are read from here by geocode.ts and world-progress.ts).

/** The country and US state at a point, from the boundaries shipped with the app. */
export const DetectedRegionSchema = z
  .strictObject({
    /** Standard English short name; null at sea. */
    country: z.string().nullable(),
    /** Full US state name (or District of Columbia) for places in the United States; else null. */
    state: z.string().nullable(),
  })
  .meta({ id: 'DetectedRegion' });

/** A place the address search found (GET /api/geocode), or the address at a dropped pin. */
export const GeocodeResultSchema = z
  .strictObject({
    /** The place's own name ("Eiffel Tower"), or the first part of its address. */
    name: z.string(),
    /** The full address as the geocoder writes it. */
    displayName: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Standard English short name; null when the geocoder gives none (at sea). */
    country: z.string().nullable(),
    /** Full US state name, only for places in the United States. */
    state: z.string().nullable(),
  })
  .meta({ id: 'GeocodeResult' });

const progressPart = <T extends z.ZodType<string>>(item: T) =>
  z.strictObject({
    visited: z.number().int().nonnegative(),
    total: z.number().int().positive(),
    /** What was visited, sorted. */
    list: z.array(item),
  });

/** GET /api/world-progress: countries of 195, US states of 51, continents of 7. */
export const WorldProgressSchema = z
  .strictObject({
    /** `others` are visited territories that do not count (Puerto Rico, Hong Kong). */
    countries: progressPart(z.string()).extend({ others: z.array(z.string()) }),
    /** Of the 50 states and DC. */
    usStates: progressPart(z.string()),
    continents: progressPart(z.enum(CONTINENTS)),
  })
  .meta({ id: 'WorldProgress' });

const Position = z.array(z.number()).min(2);
const Ring = z.array(Position);

/** GET /api/geo/visited-shapes: the visited countries' and US states' outlines, as GeoJSON. */
export const VisitedShapesSchema = z
  .strictObject({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.strictObject({
        type: z.literal('Feature'),
        properties: z.strictObject({ name: z.string(), kind: z.enum(['country', 'state']) }),
        geometry: z.discriminatedUnion('type', [
          z.strictObject({ type: z.literal('Polygon'), coordinates: z.array(Ring) }),
          z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(Ring)) }),
        ]),
      }),
    ),
  })
  .meta({ id: 'VisitedShapes' });

/**
 * GET /api/geo/world-outlines: the world's countries at 1:110m, projected (Equal Earth) to SVG
 * paths in a `width` × `height` box, for charts shaded by country (the audience's countries).
 */
export const WorldOutlinesSchema = z
  .strictObject({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    countries: z.array(
      z.strictObject({
        /** ISO 3166-1 alpha-2 (Kosovo: XK); a country drawn in several parts has several entries. */
        code: z.string().regex(/^[A-Z]{2}$/),
        /** An SVG path in the box's coordinates. */
        d: z.string(),
      }),
    ),
  })
  .meta({ id: 'WorldOutlines' });
