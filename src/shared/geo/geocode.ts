import type { z } from 'zod';
import type { DetectedRegionSchema, GeocodeResultSchema } from './geo-schema';

/** One answer of GET /api/geocode?q=…: a place the address search found (GeocodeResultSchema). */
export type GeocodeResult = z.output<typeof GeocodeResultSchema>;

/** The country and US state at a point (DetectedRegionSchema): null at sea, null outside the USA. */
export type DetectedRegion = z.output<typeof DetectedRegionSchema>;

/** The longest query the address search passes on. */
export const GEOCODE_QUERY_MAX = 200;
