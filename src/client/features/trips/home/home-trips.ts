// The home map's trips, in one chunk loaded when the Trips toggle is switched on.
export { PlaceTrips } from './place-trips';
export { TripLinesLayer } from './trip-lines-layer';
