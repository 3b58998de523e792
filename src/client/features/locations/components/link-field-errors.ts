import type { MovedField } from '#client/lib/form-errors.ts';

/**
 * The add form and the edit form hold photo and video links as lists: a refused link is named,
 * since the contract keys it by its place in the list sent ("photos.2", "youtubeUrls.0"). `videos`
 * is the list as sent, and `videoField` the form field its messages show under.
 */
export function refusedLinks<F extends string>(
  values: { photos: readonly string[]; videos: readonly string[] },
  videoField: F,
): Record<string, MovedField<'photos' | F>> {
  const video: MovedField<F> = (message, index) => {
    const link = values.videos[index ?? 0];
    return { field: videoField, message: link ? `Video link “${link}” was refused: ${message}` : message };
  };
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
