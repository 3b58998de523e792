import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKitRoutes } from '#shared/api/routes/mediaKit.generated.ts';
import type { MediaKitSettings } from '#shared/media-kit.ts';
import { call } from '#client/lib/api.ts';
import { mediaKitKey, mediaKitSettingsKey } from '#client/lib/media-kit.ts';
import { siteKey } from '#client/lib/query-keys/site.ts';

/** GET /api/media-kit/settings (owner). */
export const mediaKitSettingsQuery = queryOptions({
  queryKey: mediaKitSettingsKey,
  queryFn: ({ signal }) => call(mediaKitRoutes.settings, { signal }),
});

/** PUT /api/media-kit/settings (owner): the site's configuration says whether the kit is on, so it is read again. */
export function useSaveMediaKitSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: MediaKitSettings) => call(mediaKitRoutes.saveSettings, { body: settings }),
    onSuccess: (settings) => {
      client.setQueryData(mediaKitSettingsKey, settings);
      void client.invalidateQueries({ queryKey: siteKey });
      void client.invalidateQueries({ queryKey: mediaKitKey, exact: true });
    },
  });
}
