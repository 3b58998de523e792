import type { z } from 'zod';
import {
  CONTINENTS,
  continentOf,
  SOVEREIGN_COUNTRIES,
  WORLD_COUNTRY_COUNT,
  type Continent,
} from './countries';
import { countryOf, usStateOf } from './regions';
import { US_STATE_COUNT } from './us-states';
import type { WorldProgressSchema } from './geo-schema';

/** Answer of GET /api/world-progress (WorldProgressSchema). */
export type WorldProgress = z.output<typeof WorldProgressSchema>;
/** One of its parts: how many of how many were visited, and which. */
export type ProgressPart = WorldProgress['usStates'];

export interface ProgressPlace {
  status: string;
  country: string;
  state: string | null;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * How much of the world the visited places cover. Countries and US states count by the one rule of
 * regions.ts, as the statistics count them: any common spelling ("USA", "Czech Republic", "CA"),
 * a US state only in the United States (or by its full name in a place that gives no country).
 */
export function computeWorldProgress(places: Iterable<ProgressPlace>): WorldProgress {
  const countries = new Set<string>();
  const others = new Set<string>();
  const states = new Set<string>();
  const continents = new Set<Continent>();
  for (const place of places) {
    if (place.status !== 'visited') continue;
    const country = countryOf(place);
    if (country === null) continue;
    if (SOVEREIGN_COUNTRIES.has(country)) countries.add(country);
    else others.add(country);
    const continent = continentOf(country);
    if (continent) continents.add(continent);
    const state = usStateOf(place);
    if (state) states.add(state);
  }
  return {
    countries: {
      visited: countries.size,
      total: WORLD_COUNTRY_COUNT,
      list: [...countries].sort(byName),
      others: [...others].sort(byName),
    },
    usStates: { visited: states.size, total: US_STATE_COUNT, list: [...states].sort(byName) },
    continents: {
      visited: continents.size,
      total: CONTINENTS.length,
      list: CONTINENTS.filter((c) => continents.has(c)),
    },
  };
}
