import { siteRoutes } from '#shared/api/routes/site.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_DEFAULTS, type SiteConfig } from '#shared/site-config.ts';
import { call } from './api';

/** What pages read of the configuration; the map's opening view and its settings wait for the server's. */
type SiteShown = Omit<
  SiteConfig,
  'view' | 'openingView' | 'openingLatitude' | 'openingLongitude' | 'openingZoom'
>;

const FALLBACK: SiteShown = {
  ...SITE_DEFAULTS,
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileUrlDark: null,
  geocoderConfigured: false,
  // The usual deployment; the configuration comes with the page, so this is rarely what is shown.
  emailConfigured: true,
  siteUrl: window.location.origin,
  mediaKit: false,
  // The texts' own words until the server says what the figures are.
  figures: { places: null, countries: null, unesco: null, parks: null, videos: null, miles: null },
};

export const siteConfigQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => call(siteRoutes.get, { signal }),
  staleTime: 10 * 60_000,
});

/** The site configuration; the spec's defaults until (or unless) the server answers. */
export function useSiteConfig(): SiteShown {
  return useQuery(siteConfigQuery).data ?? FALLBACK;
}
