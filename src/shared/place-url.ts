/**
 * A place's own page: `/places/92-yosemite-national-park`. The id finds the place; the slug is
 * for people and search engines, and a stale one (the place was renamed) redirects to the current.
 */
export const PLACE_PATH_PREFIX = '/places/';

/** Place ids live in an integer column: 1 to 2^31 - 1 on both engines; a larger number names no place. */
export const MAX_PLACE_ID = 2_147_483_647;

/** The longest slug kept: long names are cut at a word boundary. */
const SLUG_MAX = 80;

/**
 * Lower case, accents dropped, any run of other characters one hyphen. Letters of every script stay
 * (a page about 東京 keeps its name in the address); a name of only symbols gives "place".
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug || 'place';
  const cut = slug.slice(0, SLUG_MAX);
  return cut
    .slice(0, cut.lastIndexOf('-') > SLUG_MAX / 2 ? cut.lastIndexOf('-') : SLUG_MAX)
    .replace(/-+$/, '');
}

/** The path of a place's page (the slug percent-encoded where it is not ASCII). */
export function placePath(place: { id: number; name: string }): string {
  return `${PLACE_PATH_PREFIX}${place.id}-${encodeURIComponent(slugify(place.name))}`;
}

/**
 * The id and slug in the last segment of a place's path (`92-yosemite` or just `92`), or undefined
 * when it is not one (`abc`, `0`, `92x`, an id past the largest place id).
 */
export function parsePlaceSegment(segment: string): { id: number; slug: string } | undefined {
  const match = /^([1-9]\d{0,9})(?:-(.*))?$/s.exec(segment);
  if (!match || Number(match[1]) > MAX_PLACE_ID) return undefined;
  let slug = match[2] ?? '';
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A malformed escape is simply not the current slug: the page redirects to the right one.
  }
  return { id: Number(match[1]), slug };
}
