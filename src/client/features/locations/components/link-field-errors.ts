import type { MovedField } from '../../../lib/form-errors';

/**
 * The add form and the edit form hold photo links as a list and one video link as text: a refused
 * link is named, since the contract keys it by its place in the list ("photos.2", "youtubeUrls.0").
 */
export function refusedLinks(values: {
  photos: readonly string[];
  videoUrl: string;
}): Record<string, MovedField<'photos' | 'videoUrl'>> {
  const video: MovedField<'videoUrl'> = (message) => ({
    field: 'videoUrl',
    message: `Video link “${values.videoUrl.trim()}” was refused: ${message}`,
  });
  return {
    photos: (message, index) => {
      const link = index === undefined ? undefined : values.photos[index];
      return { field: 'photos', message: link ? `Photo link “${link}” was refused: ${message}` : message };
    },
    youtubeUrls: video,
    // The legacy single link the API still accepts.
    youtubeUrl: video,
  };
}
