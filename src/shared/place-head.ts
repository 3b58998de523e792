import type { HeadMeta, SharingImage } from './head';
import { placePath } from './place-url';
import { isStatus, statusRow } from './status';

/** What a place's page says about itself: the fields of a place it reads. */
export interface PlaceHeadFields {
  id: number;
  name: string;
  type: string;
  status: string;
  notes: string;
  country: string;
  state: string | null;
  address: string;
  photos: readonly string[];
}

const statusLabel = (status: string) => (isStatus(status) ? statusRow(status).label : status);

/** The longest description kept: search engines show about 155 characters. */
const DESCRIPTION_MAX = 160;

/** A description from free text (a place's notes): one line, cut at a word within the limit. */
export function describe(text: string, fallback: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The size every sharing image is drawn at (Open Graph's recommended 1.91:1). */
export const SHARING_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Changes when the sharing image's drawing changes: old images are then drawn again, since their
 * addresses (which carry this with the place's content) no longer match.
 */
export const SHARING_IMAGE_VERSION = 1;

/** "Yosemite Valley, California, United States": the most precise of address, state and country. */
export function placeWhere(place: Pick<PlaceHeadFields, 'address' | 'state' | 'country'>): string {
  return place.address || [place.state, place.country].filter(Boolean).join(', ');
}

/**
 * FNV-1a over the text, base 36: a short name for the content a sharing image shows (a place's, a
 * trip's, a pack's). The server draws and caches the image by it; the server and the client compute
 * the same address.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The content a place's sharing image shows; the image is drawn again when any of it changes. */
export function sharingImageKey(place: PlaceHeadFields): string {
  return contentHash(
    JSON.stringify([
      SHARING_IMAGE_VERSION,
      place.name,
      place.status,
      place.type,
      place.country,
      place.state,
      place.photos[0] ?? null,
    ]),
  );
}

/** `/og/places/92-1x2y3z.png`: the place's sharing image at the address of its current content. */
export function placeImage(place: PlaceHeadFields): SharingImage {
  return {
    url: `/og/places/${place.id}-${sharingImageKey(place)}.png`,
    ...SHARING_IMAGE_SIZE,
    alt: `${place.name}: ${statusLabel(place.status)}${place.country ? ` in ${place.country}` : ''}, on Fru World`,
  };
}

/** The head of a place's page: its name as the title, its notes as the description, its own image. */
export function placeHead(place: PlaceHeadFields): HeadMeta {
  const where = placeWhere(place);
  const fallback = `${place.name}${where ? `, ${where}` : ''}: ${statusLabel(place.status).toLowerCase()} on Fru World's travel map.`;
  return {
    title: place.name,
    description: describe(place.notes, fallback),
    path: placePath(place),
    image: placeImage(place),
    type: 'article',
  };
}
