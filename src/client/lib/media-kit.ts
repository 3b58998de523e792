import { queryOptions } from '@tanstack/react-query';
import { mediaKitRoutes } from '#shared/api/routes/mediaKit.generated.ts';
import { call } from './api';

// Out of the core chunk (vite.config.ts): only /media-kit, /advertise and the Inbox use it.

/** The media kit's figures (public while it is on), and the owner's settings of it. */
export const mediaKitKey = ['media-kit'] as const;
export const mediaKitSettingsKey = ['media-kit', 'settings'] as const;

/** GET /api/media-kit: the figures the owner chose (404 for visitors while the kit is off). */
export const mediaKitQuery = queryOptions({
  queryKey: mediaKitKey,
  queryFn: ({ signal }) => call(mediaKitRoutes.get, { signal }),
  staleTime: 60_000,
  retry: false,
});
