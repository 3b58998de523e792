import { routes } from '#shared/api/routes.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_DEFAULTS, type SiteConfig } from '#shared/site-config.ts';
import { call } from './api';

const FALLBACK: SiteConfig = {
  ...SITE_DEFAULTS,
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileUrlDark: null,
  geocoderConfigured: false,
  siteUrl: window.location.origin,
};

export const siteConfigQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => call(routes.site.get, { signal }),
  staleTime: 10 * 60_000,
});

/** The site configuration; the spec's defaults until (or unless) the server answers. */
export function useSiteConfig(): SiteConfig {
  return useQuery(siteConfigQuery).data ?? FALLBACK;
}
