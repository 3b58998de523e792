/** Query keys of the trips, in one place so mutations update what queries read. */
export const tripKeys = {
  all: ['trips'] as const,
  list: () => ['trips', 'list'] as const,
  detail: (id: number) => ['trips', 'detail', id] as const,
  route: (id: number, zoom: number) => ['trips', 'route', id, zoom] as const,
  /** Every zoom of a trip's route: what a change to its stops or tracks invalidates. */
  routes: (id: number) => ['trips', 'route', id] as const,
  history: (id: number) => ['trips', 'history', id] as const,
  links: (id: number) => ['trips', 'links', id] as const,
  trash: () => ['trips', 'trash'] as const,
  ofPlace: (placeId: number) => ['trips', 'of-place', placeId] as const,
  /** The trips of every place: a trip's stops changed. */
  ofPlaces: () => ['trips', 'of-place'] as const,
  shared: (token: string) => ['trips', 'shared', token] as const,
  sharedRoute: (token: string, zoom: number) => ['trips', 'shared-route', token, zoom] as const,
};
