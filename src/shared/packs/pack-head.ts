import type { HeadMeta } from '../head';
import { SITE_IMAGE } from '../routes';
import type { PackCard } from './pack-schema';

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

const describe = (text: string, fallback: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > 200 ? `${flat.slice(0, 197).trimEnd()}…` : flat;
};

/** The head of a pack's page, client and server alike: its cover photo as the sharing image when it has one. */
export function packHead(pack: PackCard): HeadMeta {
  const fallback = `${pack.title}: a trip pack, ${packFacts(pack)}, ${pack.priceLabel}.`;
  return {
    title: `${pack.title} (trip pack)`,
    description: describe(pack.description, fallback),
    path: pack.path,
    image: pack.coverPhoto
      ? { url: pack.coverPhoto, width: 1200, height: 630, alt: `${pack.title}: the trip pack's cover photo` }
      : SITE_IMAGE,
    type: 'website',
  };
}

/** Words the buyer's pages and the server's say alike. */
export const LIBRARY_LINK_INVALID = {
  title: 'This library link is not valid',
  description:
    'The link may have been mistyped, replaced or revoked. Enter the email address you paid with and we will send your library link again.',
};
