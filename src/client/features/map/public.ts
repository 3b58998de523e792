// What other features use of the map: the places a visitor's early map asked for (early-handoff.ts).
export { takeEarlyPlaces } from './early-handoff';
