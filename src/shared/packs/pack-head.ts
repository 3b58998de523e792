import type { HeadMeta, SharingImage } from '../head';
import { contentHash, describe, SHARING_IMAGE_SIZE } from '../place-head';
import { dayCount, ENGLISH, stopCount, type Wording } from '../wording';
import type { PackCard } from './pack-schema';

/** Where a pack's page is: `/trip-packs/<id>-<slug>`. */
export const PACK_PATH_PREFIX = '/trip-packs/';

/** A pack's id from its page's segment: `4-japan-by-rail` → 4; anything else names no pack. */
export function packIdOfSegment(segment: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(segment);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** A pack page's own words, marked for the catalogues (the client's and the server's). */
const PACK_HEAD_WORDS = {
  size: /*i18n*/ '{days}, {stops}',
  title: /*i18n*/ '{title} (trip pack)',
  description: /*i18n*/ '{title}: a trip pack, {facts}, {price}.',
  alt: /*i18n*/ '{title}: a trip pack, {facts}, {price}, on Fru World',
};

/** What a pack holds, in a few words: "3 days, 12 stops · Japan". */
export function packFacts(
  pack: Pick<PackCard, 'dayCount' | 'stopCount' | 'countries'>,
  w: Wording = ENGLISH,
): string {
  const size = w.t(PACK_HEAD_WORDS.size, {
    days: dayCount(pack.dayCount, w),
    stops: stopCount(pack.stopCount, w),
  });
  return [size, pack.countries.slice(0, 3).map(w.country).join(', ')].filter(Boolean).join(' · ');
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
export function packImage(pack: PackCard, w: Wording = ENGLISH, price = pack.priceLabel): SharingImage {
  return {
    url: `/og/packs/${pack.id}-${packImageKey(pack)}.png`,
    ...SHARING_IMAGE_SIZE,
    alt: w.t(PACK_HEAD_WORDS.alt, { title: pack.title, facts: packFacts(pack, w), price }),
  };
}

/**
 * The head of a pack's page, client and server alike, with its own sharing image: its title and
 * description as the owner wrote them, the page's words around in its language (`w`), its price
 * written the language's way (`price`; English: the server's label).
 */
export function packHead(pack: PackCard, w: Wording = ENGLISH, price = pack.priceLabel): HeadMeta {
  const values = { title: pack.title, facts: packFacts(pack, w), price };
  return {
    title: w.t(PACK_HEAD_WORDS.title, values),
    description: describe(pack.description, w.t(PACK_HEAD_WORDS.description, values)),
    path: pack.path,
    image: packImage(pack, w, price),
    type: 'website',
  };
}

/** Words the buyer's pages and the server's say alike. */
export const LIBRARY_LINK_INVALID = {
  title: /*i18n*/ 'This library link is not valid',
  description:
    /*i18n*/ 'The link may have been mistyped, replaced or revoked. Enter the email address you paid with and we will send your library link again.',
};

/**
 * The answer to "Send my link again", the same for every address (it never says whether one bought):
 * with email, that the links are on their way; without it, that none can come, and what to do.
 * The server answers in English; the buyer's page shows it in its language.
 */
export const RESEND_ANSWER = {
  sent: /*i18n*/ 'If this address bought a trip pack, its library links are on their way. Check your inbox (and spam) in a few minutes.',
  noEmail:
    /*i18n*/ 'This site does not send email, so no link can be emailed to you. If you bought a trip pack with this address, please write to its creator through the Contact page: they can give you your library link.',
};
