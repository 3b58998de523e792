// What other features may use of the trips feature: the visitor's pieces a trip pack reuses.

/** A trip as a visitor reads it: title, figures, days and map (a pack's library shows it whole). */
export { TripView } from './visitor/trip-view';
/** The trip's map and its days, for a pack's preview (the free first day or first stops). */
export { TripMap, FIRST_ROUTE_ZOOM } from './visitor/trip-map';
export { TripDays } from './visitor/trip-days';
export { useActiveDay } from './visitor/use-active-day';
export type { MapStop } from './visitor/route-lines-layer';
/** The trips list, for the owner's choice of the trip a pack sells. */
export { tripsQuery } from './api/trip-queries';
