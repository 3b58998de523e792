/** Query keys of the geo feature; everything under ['geo'] is derived from the places. */
export const geoKeys = {
  all: ['geo'] as const,
  worldProgress: () => ['geo', 'world-progress'] as const,
  visitedShapes: () => ['geo', 'visited-shapes'] as const,
  /** The world's outlines never change with the places: not under ['geo']'s refreshes. */
  worldOutlines: () => ['world-outlines'] as const,
  region: (latitude: number, longitude: number) => ['geo', 'region', latitude, longitude] as const,
  geocode: (query: string) => ['geocode', query] as const,
  reverse: (latitude: number, longitude: number) => ['geocode', 'reverse', latitude, longitude] as const,
};
