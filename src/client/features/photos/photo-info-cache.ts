import type { PhotoInfo } from '#shared/media.ts';

// Sizes and placeholders of the photos the owner uploaded, by link: a form shows its fresh uploads
// (not saved yet, so in no place's `photoInfo`) as small files with their blurred previews too.
// Kept in localStorage beside the forms' drafts, so a draft restored after a reload shows them alike.
const STORAGE_KEY = 'fru-world:uploaded-photos';
/** The newest uploads are kept; a draft never holds more than a place's 50 photos. */
const MAX_KEPT = 200;

let known: Map<string, PhotoInfo> | undefined;

function load(): Map<string, PhotoInfo> {
  if (known) return known;
  known = new Map();
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(saved)) for (const [url, info] of saved as [string, PhotoInfo][]) known.set(url, info);
  } catch {
    // Storage unreadable (private mode, a hand-edited value): this tab's uploads still count.
  }
  return known;
}

export function rememberPhotoInfo(url: string, info: PhotoInfo): void {
  const map = load();
  map.delete(url);
  map.set(url, { width: info.width, height: info.height, placeholder: info.placeholder });
  while (map.size > MAX_KEPT) map.delete(map.keys().next().value as string);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...map]));
  } catch {
    // Storage full or refused: the previews stay for this tab only.
  }
}

export function knownPhotoInfo(url: string): PhotoInfo | undefined {
  return load().get(url);
}
