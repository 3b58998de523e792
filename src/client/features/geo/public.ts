// What other features may use of the geo feature. Only modules without side effects belong here
// (a bundler brings along every module this file names); bigger pieces are offered as loaders.

export type { PinPosition } from './components/pin-picker';
export { useDetectedRegion } from './api/get-region';
export { reverseGeocodeQuery } from './api/reverse-geocode';

/** The address search, in a chunk of its own: only sites with a geocoder show it. */
/** A small map with a draggable pin for a form's coordinates, in the Leaflet chunk. */
export const loadCoordinateMap = async () => (await import('./components/coordinate-map')).CoordinateMap;

export const loadAddressSearch = async () => (await import('./components/address-search')).AddressSearch;

/** Looks up where a suggested place is and says what it found, in a chunk of its own (sites with a geocoder). */
export const loadPlaceLookup = async () => (await import('./components/place-lookup')).PlaceLookup;
