import { routes } from '../../../../shared/api/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '../../../../shared/site-config';
import { call } from '../../../lib/api';
import { siteConfigQuery } from '../../../lib/site-config';

/** PATCH /api/site (owner): the answer is the whole new configuration, so every page shows it at once. */
export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => call(routes.site.update, { body: changes }),
    onSuccess: (config) => {
      client.setQueryData(siteConfigQuery.queryKey, config);
      void client.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
    },
  });
}
