import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_DEFAULTS, type SiteConfig } from '../../shared/site-config';
import { api } from './api';
import { siteKey } from './query-keys/site';

const FALLBACK: SiteConfig = {
  ...SITE_DEFAULTS,
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileUrlDark: null,
  geocoderConfigured: false,
  siteUrl: window.location.origin,
};

export const siteConfigQuery = queryOptions({
  queryKey: siteKey,
  queryFn: ({ signal }) => api<SiteConfig>('/site', { signal }),
  staleTime: 10 * 60_000,
});

/** The site configuration; the spec's defaults until (or unless) the server answers. */
export function useSiteConfig(): SiteConfig {
  return useQuery(siteConfigQuery).data ?? FALLBACK;
}
