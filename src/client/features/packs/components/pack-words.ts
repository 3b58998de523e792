import type { HeadMeta } from '#shared/head.ts';
import { priceIn } from '#shared/packs/pack.ts';
import { packFacts, packHead } from '#shared/packs/pack-head.ts';
import type { Library } from '#shared/packs/library-schema.ts';
import type { PackCard } from '#shared/packs/pack-schema.ts';
import { i18n, intlLocale } from '#client/lib/i18n.ts';
import { pageWording } from '#client/components/page-wording.ts';

// What the packs' pages say of a pack, in the page's language: pack-head.ts builds it, with the
// page's wording (the server writes the same into heads).

/** "$39.00" as the page's language writes a price (English: the server's own label). */
export const packPrice = (pack: Pick<PackCard, 'price' | 'currency' | 'priceLabel'>) =>
  priceIn(pack, intlLocale);

/** What a pack holds, in a few words: "3 days, 12 stops · Japan". */
export const packFactsText = (pack: Pick<PackCard, 'dayCount' | 'stopCount' | 'countries'>) =>
  packFacts(pack, pageWording);

/** A pack's head in the page's language (pack-head.ts: the server writes the same). */
export const packHeadText = (pack: PackCard): HeadMeta => packHead(pack, pageWording, packPrice(pack));

/** A download's name, and what it is for (the brands as they are). */
export const downloadName = (format: Library['downloads'][number]['format']) =>
  ({
    gpx: i18n._('GPX (GPS apps)'),
    kml: 'KML (Google My Maps)',
    csv: i18n._('CSV (spreadsheet)'),
    ics: i18n._('ICS (calendar)'),
    geojson: 'GeoJSON',
    pdf: i18n._('PDF (printable, day by day)'),
  })[format];
