import { z } from './zod';
import { VisitorLocationSchema } from './location-schema';
import { TRANSPORT_MODES } from './trips/trip';

const count = z.number().int().nonnegative();
const km = z.number().nonnegative();

/** The public trips: how many, the kilometres travelled by each way of travel, the longest. */
const TripStatsSchema = z.strictObject({
  count,
  /** Kilometres (whole) per way of travel, most first; `unknown` for tracks and legs without one. */
  kilometresByMode: z.array(z.strictObject({ mode: z.enum([...TRANSPORT_MODES, 'unknown']), km })),
  /** The sum of kilometresByMode. */
  totalKm: km,
  /** The public trip with the most kilometres; null when there is none. */
  longest: z.strictObject({ id: z.int(), title: z.string(), path: z.string(), km }).nullable(),
});

const TypeCountSchema = z.strictObject({ type: z.string(), count });

/** GET /api/stats. Every count except totalPlanned and totalLocations is of visited places. */
export const StatsSchema = z
  .strictObject({
    totalVisited: count,
    /** Planned and wishlist together, as the spec groups them. */
    totalPlanned: count,
    totalLocations: count,
    countriesVisited: count,
    statesVisited: count,
    /** Visited as a rounded percent of all places; 0 when there are none. */
    progress: z.number().min(0).max(100),
    /** Visited places per type, most first (ties by type). */
    typeBreakdown: z.array(TypeCountSchema),
    topTypes: z.array(TypeCountSchema),
    /** The newest visited places by createdAt, newest first. */
    recentlyAdded: z.array(VisitorLocationSchema),
    /** Visited places per country by its standard name, most first (ties alphabetically). */
    countries: z.array(z.strictObject({ country: z.string(), count })),
    /** Visited places per US state by its full name (the 50 and DC, in the USA only), most first. */
    states: z.array(z.strictObject({ state: z.string(), count })),
    /** Visited places with a visit date, per month ('YYYY-MM'), oldest month first; months without visits are left out. */
    monthlyVisits: z.array(z.strictObject({ month: z.string(), count })),
    trips: TripStatsSchema,
  })
  .meta({ id: 'Stats' });
