import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LocationCreateSchema } from '#shared/location-schema.ts';

/**
 * The demo places loaded into an empty database (SEED_DEMO): real places, real coordinates (WGS84,
 * at least 4 decimals), short human addresses, notes in the creator's own first-person voice. The
 * data is a JSON file beside this module in development and tests, and beside the server's bundle
 * once built (scripts/build-server.mjs copies it).
 */
const FILE = new URL('./data/demo-places.json', import.meta.url);

/**
 * What a creator could send to POST /api/locations, with what every demo place has: an address, a
 * country (its standard English short name), a type, a status and notes (one to three sentences).
 * A US state's full name only in the United States; a visit date only on a visited place.
 */
const DemoPlaceSchema = LocationCreateSchema.required({
  type: true,
  address: true,
  country: true,
  status: true,
  notes: true,
})
  .refine((place) => !place.state || place.country === 'United States', {
    message: 'A state only for a place in the United States',
  })
  .refine((place) => !place.visitedAt || place.status === 'visited', {
    message: 'A visit date only for a visited place',
  });

export type DemoPlace = z.output<typeof DemoPlaceSchema>;

/** The demo places in `file`, checked: one the API would refuse throws, naming the place and why. */
export function readDemoPlaces(file: URL | string): DemoPlace[] {
  const result = z.array(DemoPlaceSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new Error(`Demo place ${issue?.path.join('.')} in ${String(file)}: ${issue?.message}`);
}

/** Read and checked once, when first imported: a demo place the API would refuse stops the start. */
export const DEMO_PLACES: readonly DemoPlace[] = readDemoPlaces(FILE);
