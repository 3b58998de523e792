import { EMPTY_FILTERS, filtersFromSearchParams, toSearchParams, type Filters } from './filters';
import { PLACE_PATH_PREFIX, placePath } from './place-url';

/** The embeddable map: every public place, or one place, framed by other sites (issue 16). */
export const EMBED_PATH = '/embed';
export const EMBED_PLACE_PREFIX = `${EMBED_PATH}/places/`;
/** `/embed?trip=12`: one public trip, its stops and route lines (issue 38). */
export const EMBED_TRIP_PARAM = 'trip';

/** A trip's embed. */
export const embedTripPath = (tripId: number) => `${EMBED_PATH}?${EMBED_TRIP_PARAM}=${tripId}`;

/** The trip id of an embed's query (`?trip=12`), or undefined without one or with one not a whole id. */
export function embedTripId(params: URLSearchParams): number | undefined {
  const value = params.get(EMBED_TRIP_PARAM);
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** What an embed can filter by: the home page's country, status, type and tag, under the same names. */
export type EmbedFilters = Pick<Filters, 'countries' | 'statuses' | 'types' | 'tags'>;

/** The embed's filters from its query; every other parameter (search, owner filters) is ignored. */
export function embedFiltersFromSearchParams(params: URLSearchParams): Filters {
  const { countries, statuses, types, tags } = filtersFromSearchParams(params);
  return { ...EMPTY_FILTERS, countries, statuses, types, tags };
}

/** `?country=Japan&status=visited`, or '' with no filter: the same query on /embed and on /. */
export function embedQuery(filters: EmbedFilters): string {
  const query = toSearchParams({ ...EMPTY_FILTERS, ...filters }, 'map').toString();
  return query ? `?${query}` : '';
}

/** The embed's path for a set of filters, or for one place. */
export function embedPath(what: { filters: EmbedFilters } | { place: { id: number; name: string } }): string {
  return 'place' in what
    ? `${EMBED_PLACE_PREFIX}${placePath(what.place).slice(PLACE_PATH_PREFIX.length)}`
    : `${EMBED_PATH}${embedQuery(what.filters)}`;
}

/** The site page an embed shows part of: the home page with the same filters, or the place's page. */
export function embedSitePath(
  what: { filters: EmbedFilters } | { place: { id: number; name: string } },
): string {
  return 'place' in what ? placePath(what.place) : `/${embedQuery(what.filters)}`;
}
