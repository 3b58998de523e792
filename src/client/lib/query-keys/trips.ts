/** Query keys of the trips, in one place so mutations update what queries read. */
export const tripKeys = {
  all: ['trips'] as const,
  list: () => ['trips', 'list'] as const,
  detail: (id: number) => ['trips', 'detail', id] as const,
  route: (id: number, zoom: number) => ['trips', 'route', id, zoom] as const,
  history: (id: number) => ['trips', 'history', id] as const,
  links: (id: number) => ['trips', 'links', id] as const,
  trash: () => ['trips', 'trash'] as const,
  ofPlace: (placeId: number) => ['trips', 'of-place', placeId] as const,
  shared: (token: string) => ['trips', 'shared', token] as const,
  sharedRoute: (token: string, zoom: number) => ['trips', 'shared-route', token, zoom] as const,
};
