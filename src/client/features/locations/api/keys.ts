/** Query keys of the locations feature, in one place so mutations update what queries read. */
export const locationKeys = {
  all: ['locations'] as const,
  map: () => ['locations', 'map'] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  history: (id: number) => ['locations', 'history', id] as const,
  types: () => ['location-types'] as const,
};
