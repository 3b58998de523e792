import type { HeadMeta, SharingImage } from '../head';
import { contentHash, describe, SHARING_IMAGE_SIZE } from '../place-head';
import type { PackCard } from './pack-schema';

/** Where a pack's page is: `/trip-packs/<id>-<slug>`. */
export const PACK_PATH_PREFIX = '/trip-packs/';

/** A pack's id from its page's segment: `4-japan-by-rail` → 4; anything else names no pack. */
export function packIdOfSegment(segment: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(segment);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** What a pack holds, in a few words: "3 days, 12 stops · Japan". */
export function packFacts(pack: Pick<PackCard, 'dayCount' | 'stopCount' | 'countries'>): string {
  const days = `${pack.dayCount} ${pack.dayCount === 1 ? 'day' : 'days'}`;
  const stops = `${pack.stopCount} ${pack.stopCount === 1 ? 'stop' : 'stops'}`;
  return [`${days}, ${stops}`, pack.countries.slice(0, 3).join(', ')].filter(Boolean).join(' · ');
}

/** Changes when the drawing of packs' sharing images changes. */
export const PACK_IMAGE_VERSION = 1;

/** The key of what a pack's sharing image shows: it is drawn again when any of it changes. */
export function packImageKey(pack: PackCard): string {
  const { id, updatedAt, title, priceLabel, dayCount, stopCount, countries, releaseNumber } = pack;
  return contentHash(
    JSON.stringify([
      PACK_IMAGE_VERSION,
      id,
      updatedAt,
      title,
      priceLabel,
      dayCount,
      stopCount,
      countries,
      releaseNumber,
    ]),
  );
}

/** `/og/packs/4-1x2y3z.png`: the pack's sharing image (its free preview's route, title and price). */
export function packImage(pack: PackCard): SharingImage {
  return {
    url: `/og/packs/${pack.id}-${packImageKey(pack)}.png`,
    ...SHARING_IMAGE_SIZE,
    alt: `${pack.title}: a trip pack, ${packFacts(pack)}, ${pack.priceLabel}, on Fru World`,
  };
}

/** The head of a pack's page, client and server alike, with its own sharing image. */
export function packHead(pack: PackCard): HeadMeta {
  const fallback = `${pack.title}: a trip pack, ${packFacts(pack)}, ${pack.priceLabel}.`;
  return {
    title: `${pack.title} (trip pack)`,
    description: describe(pack.description, fallback),
    path: pack.path,
    image: packImage(pack),
    type: 'website',
  };
}

/** Words the buyer's pages and the server's say alike. */
export const LIBRARY_LINK_INVALID = {
  title: 'This library link is not valid',
  description:
    'The link may have been mistyped, replaced or revoked. Enter the email address you paid with and we will send your library link again.',
};
