import type { PhotoInfo } from '../../../shared/media';

// Sizes and placeholders of the photos uploaded in this tab, by link: a form shows its fresh uploads
// (not saved yet, so in no place's `photoInfo`) as small files with their blurred previews too.
const known = new Map<string, PhotoInfo>();

export function rememberPhotoInfo(url: string, info: PhotoInfo): void {
  known.set(url, { width: info.width, height: info.height, placeholder: info.placeholder });
}

export function knownPhotoInfo(url: string): PhotoInfo | undefined {
  return known.get(url);
}
