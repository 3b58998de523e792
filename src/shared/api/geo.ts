import { z } from '../zod';
import { GEOCODE_QUERY_MAX } from '../geo/geocode';
import {
  DetectedRegionSchema,
  GeocodeResultSchema,
  VisitedShapesSchema,
  WorldOutlinesSchema,
  WorldProgressSchema,
} from '../geo/geo-schema';
import { defineRoute } from './define';

const tag = 'Geography';

/** Enough for a folder of photos' groups in one call. */
export const MAX_POINTS = 1000;

/** A query number; an empty parameter is a missing one, not 0. */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  );

/** ?latitude=&longitude=: a point on Earth (also the reverse address lookup's question). */
const PointQuery = z.strictObject({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
const POINT_MESSAGE = 'Give a latitude and a longitude.';

const RegionsBody = z.strictObject({
  points: z
    .array(
      z.strictObject({
        latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
        longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
      }),
      { error: 'points must be a list of {latitude, longitude}' },
    )
    .max(MAX_POINTS, `At most ${MAX_POINTS} points at once`),
});

const GeocodeQuery = z.object({
  q: z
    .string({ error: 'Type an address or place to search for' })
    .trim()
    .min(1, 'Type an address or place to search for')
    .max(GEOCODE_QUERY_MAX, `Searches are at most ${GEOCODE_QUERY_MAX} characters`),
});

/** The geocoder's refusals: none configured (503), down (502) or too slow (504). */
const GEOCODER_ERRORS = ['geocoder_not_configured', 'geocoder_unavailable', 'geocoder_timeout'] as const;

/** Geography from the boundaries shipped with the app, and the address search through GEOCODER_URL. */
export const geoApi = {
  regions: defineRoute({
    method: 'POST',
    path: '/api/geo/regions',
    tag,
    summary: 'The country and US state of up to 1,000 points at once, in the same order.',
    access: 'owner',
    body: RegionsBody,
    response: z.strictObject({ regions: z.array(DetectedRegionSchema) }),
    errors: ['invalid_input'],
  }),
  region: defineRoute({
    method: 'GET',
    path: '/api/geo/region',
    tag,
    summary: 'The country and US state at a point (null at sea), for forms to fill in as the pin moves.',
    access: 'anyone',
    query: PointQuery,
    queryMessage: POINT_MESSAGE,
    response: DetectedRegionSchema,
    errors: ['invalid_input'],
  }),
  visitedShapes: defineRoute({
    method: 'GET',
    path: '/api/geo/visited-shapes',
    tag,
    summary: "The visited countries' and US states' outlines, a GeoJSON FeatureCollection (cached).",
    access: 'anyone',
    response: VisitedShapesSchema,
    headers: ['ETag', 'If-None-Match'],
    errors: [],
  }),
  worldOutlines: defineRoute({
    method: 'GET',
    path: '/api/geo/world-outlines',
    tag,
    summary: "The world's countries as SVG paths keyed by ISO code, for charts shaded by country (cached).",
    access: 'anyone',
    response: WorldOutlinesSchema,
    headers: ['ETag', 'If-None-Match'],
    errors: [],
  }),
  worldProgress: defineRoute({
    method: 'GET',
    path: '/api/world-progress',
    tag,
    summary: 'Countries visited of 195, US states of 51, continents of 7 (cached).',
    access: 'anyone',
    response: WorldProgressSchema,
    headers: ['ETag', 'If-None-Match'],
    errors: [],
  }),
  geocode: defineRoute({
    method: 'GET',
    path: '/api/geocode',
    tag,
    summary: "Address search for the owner's forms, through the site's geocoder (GEOCODER_URL).",
    access: 'owner',
    query: GeocodeQuery,
    queryMessage: 'Type an address or place to search for.',
    response: z.array(GeocodeResultSchema),
    errors: ['invalid_input', ...GEOCODER_ERRORS],
  }),
  reverseGeocode: defineRoute({
    method: 'GET',
    path: '/api/geocode/reverse',
    tag,
    summary: 'The address at a dropped pin, through the geocoder; `place` is null where none is known.',
    access: 'owner',
    query: PointQuery,
    queryMessage: POINT_MESSAGE,
    response: z.strictObject({ place: GeocodeResultSchema.nullable() }),
    errors: ['invalid_input', ...GEOCODER_ERRORS],
  }),
};
