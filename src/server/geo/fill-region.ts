import { standardCountryName, UNITED_STATES } from '#shared/geo/country-names.ts';
import { detectRegion } from './detect';

interface Placed {
  latitude: number;
  longitude: number;
  country?: string;
  state?: string | null;
}

/**
 * Fills a new place's country and US state from its coordinates when they were left out of the
 * request. A country that was sent wins, even an empty one (the owner said "none"); a state wins
 * unless it is null, which forms send for a blank field. A state is only filled in the United States.
 */
export function withRegion<T extends Placed>(input: T): T {
  const needCountry = input.country === undefined;
  const needState = input.state === undefined || input.state === null;
  if (!needCountry && !needState) return input;
  if (!needCountry && standardCountryName(input.country ?? '') !== UNITED_STATES) return input;
  const found = detectRegion(input.latitude, input.longitude);
  const inUnitedStates = needCountry || found.country === UNITED_STATES;
  return {
    ...input,
    country: needCountry ? (found.country ?? '') : input.country,
    state: needState ? (inUnitedStates ? found.state : null) : input.state,
  };
}
