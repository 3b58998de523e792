import { MediaKitSchema, MediaKitSettingsSchema } from '../media-kit';
import { defineRoute } from './define';

const tag = 'Media kit';

/** The media kit's figures and the owner's settings of it (issue 39; src/shared/media-kit.ts). */
export const mediaKitApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/media-kit',
    tag,
    summary:
      "The media kit's live figures the owner chose (monthly visitors and views with the previous 30 days, the destinations opened most, embed reach, the channel's numbers, the waitlist's size), each with its period, as of a date; public places only. 404 for visitors while the kit is off.",
    access: 'anyone',
    response: MediaKitSchema,
    headers: ['Cache-Control'],
    errors: ['not_found'],
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/media-kit/settings',
    tag,
    summary:
      "The media kit's settings: on or off (off by default), offered to search engines or not, its figures.",
    access: 'owner',
    response: MediaKitSettingsSchema,
    errors: [],
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/media-kit/settings',
    tag,
    summary: "Saves the media kit's settings, all of them; answers them.",
    access: 'owner',
    body: MediaKitSettingsSchema,
    response: MediaKitSettingsSchema,
    errors: ['invalid_input'],
  }),
};
