import { inEnglish, type HeadMeta, type SharingImage, type Translate } from './head';
import { placePath } from './place-url';
import { isStatus, statusRow, type LocationStatus } from './status';

/**
 * The site's own words in a place's head, messages of the site's catalogue and the server's: the
 * server and the client write a place's page in every language. The place's words (its name,
 * where it is, its notes) go in as they are.
 */
export const PLACE_HEAD_WORDS = {
  /** Its description when it has no notes, by its status ("Yosemite, California: visited…"). */
  description: {
    visited: /*i18n*/ "{place}: visited on Fru World's travel map.",
    planned: /*i18n*/ "{place}: planned on Fru World's travel map.",
    wishlist: /*i18n*/ "{place}: wishlist on Fru World's travel map.",
  } satisfies Record<LocationStatus, string>,
  /** The same for a status of no row of the table, named as it is. */
  otherDescription: /*i18n*/ "{place}: {status} on Fru World's travel map.",
  /** Its sharing image's text ("Yosemite: Visited in United States, on Fru World"), with and without a country. */
  alt: /*i18n*/ '{name}: {status} in {country}, on Fru World',
  altWithoutCountry: /*i18n*/ '{name}: {status}, on Fru World',
};

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

/** A status as a place's head names it: its row's label, through `t`; a status of no row as it is. */
const statusLabel = (status: string, t: Translate) =>
  isStatus(status) ? t(statusRow(status).label) : status;

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

/**
 * `/og/places/92-1x2y3z.png`: the place's sharing image at the address of its current content. `t`
 * says the site's words of its text in the page's language (routes.ts PLACE_HEAD_WORDS).
 */
export function placeImage(place: PlaceHeadFields, t: Translate = inEnglish): SharingImage {
  const { name, country } = place;
  const status = statusLabel(place.status, t);
  return {
    url: `/og/places/${place.id}-${sharingImageKey(place)}.png`,
    ...SHARING_IMAGE_SIZE,
    alt: country
      ? t(PLACE_HEAD_WORDS.alt, { name, status, country })
      : t(PLACE_HEAD_WORDS.altWithoutCountry, { name, status }),
  };
}

/**
 * The head of a place's page: its name as the title, its notes as the description, its own image.
 * `t` says the site's words of it (its description without notes, its image's text) in the page's
 * language; the place's own words are as they are.
 */
export function placeHead(place: PlaceHeadFields, t: Translate = inEnglish): HeadMeta {
  const where = placeWhere(place);
  const subject = where ? `${place.name}, ${where}` : place.name;
  const fallback = isStatus(place.status)
    ? t(PLACE_HEAD_WORDS.description[place.status], { place: subject })
    : t(PLACE_HEAD_WORDS.otherDescription, { place: subject, status: place.status.toLowerCase() });
  return {
    title: place.name,
    description: describe(place.notes, fallback),
    path: placePath(place),
    image: placeImage(place, t),
    type: 'article',
  };
}
