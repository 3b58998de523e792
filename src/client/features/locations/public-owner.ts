// The owner's tools' part of the locations feature, apart from public.ts: the pages visitors load
// (the statistics, the content pages) import public.ts and never carry these.

/** Every place in compact form (the owner's variant when signed in), as the map and list have it. */
export { placesQuery } from './api/get-places';
