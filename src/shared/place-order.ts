/** The list's orders. `default` is the map data's order (oldest added first); the others are `?sort=` in the URL. */
export const SORT_KEYS = ['default', 'name', 'added', 'updated', 'visited', 'country'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The orders that need dates the map data does not carry: the server gives them (GET /api/locations/order). */
export const PLACE_ORDERS = ['added', 'updated', 'visited'] as const;
export type PlaceOrder = (typeof PLACE_ORDERS)[number];

export const isServerOrder = (sort: SortKey): sort is PlaceOrder =>
  (PLACE_ORDERS as readonly string[]).includes(sort);

/** `?sort=` read from the URL: an unknown or missing value is the default order. */
export function sortFromParam(value: string | null): SortKey {
  return (SORT_KEYS as readonly (string | null)[]).includes(value) && value !== 'default'
    ? (value as SortKey)
    : 'default';
}
