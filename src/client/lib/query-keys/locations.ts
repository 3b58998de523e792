/** Query keys of the locations feature, in one place so mutations update what queries read. */
export const locationKeys = {
  all: ['locations'] as const,
  map: () => ['locations', 'map'] as const,
  /** A visitor's names, read for the places read at `placesAt` (their dataUpdatedAt). */
  names: (placesAt: number) => ['locations', 'map-names', placesAt] as const,
  /** Keyed by the map data's version in this page too: an edit anywhere asks again. */
  search: (q: string, placesAt: number) => ['locations', 'search', q, placesAt] as const,
  order: (by: string, placesAt: number) => ['locations', 'order', by, placesAt] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  history: (id: number) => ['locations', 'history', id] as const,
  types: () => ['location-types'] as const,
};
