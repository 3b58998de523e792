import { siteRoutes } from '#shared/api/routes/site.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '#shared/site-config.ts';
import { call } from '#client/lib/api.ts';
import { siteConfigQuery } from '#client/lib/site-config.ts';

/** PATCH /api/site (owner): the answer is the whole new configuration, so every page shows it at once. */
export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => call(siteRoutes.update, { body: changes }),
    onSuccess: (config) => {
      client.setQueryData(siteConfigQuery.queryKey, config);
      void client.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
    },
  });
}
