import type { Kysely } from 'kysely';
import type { ReadyView } from '#shared/opening-view.ts';
import { SPEC_VIEW } from '#shared/spec-view.ts';
import type { SiteSettings } from '#shared/site-config.ts';
import type { DataVersion } from './db/data-version';
import type { DB } from './db/schema';
import type { ArchiveScale } from './archive-scale';
import { VersionedValue } from './versioned-value';

/**
 * The opening view's settings until the owner changes them: the spec's view (kept out of
 * SITE_DEFAULTS, which every page's script carries, and where the client has no use for them).
 */
export const OPENING_DEFAULTS = {
  openingView: 'spec',
  openingLatitude: SPEC_VIEW[0],
  openingLongitude: SPEC_VIEW[1],
  openingZoom: SPEC_VIEW[2],
} as const satisfies Partial<SiteSettings>;

/** The box of the live public places, `[south, west, north, east]`; null when there is none. */
async function readPublicBounds(db: Kysely<DB>): Promise<ReadyView | null> {
  const row = await db
    .selectFrom('locations')
    .where('deletedAt', 'is', null)
    .where('isPrivate', '=', 0)
    .select((eb) => [
      eb.fn.min('latitude').as('south'),
      eb.fn.min('longitude').as('west'),
      eb.fn.max('latitude').as('north'),
      eb.fn.max('longitude').as('east'),
    ])
    .executeTakeFirst();
  if (row?.south == null || row.west == null || row.north == null || row.east == null) return null;
  return [Number(row.south), Number(row.west), Number(row.north), Number(row.east)];
}

/**
 * The home map's first view under the owner's choice (shared/opening-view.ts), ready for the
 * client's setView or fitBounds: the box of the public places is read once per data version, not
 * per request.
 */
export class OpeningViews {
  readonly #bounds: VersionedValue<ReadyView | null>;

  constructor(db: Kysely<DB>, versions: DataVersion, scale: ArchiveScale) {
    this.#bounds = new VersionedValue(versions, () => readPublicBounds(db), { scale });
  }

  async resolve(settings: Partial<SiteSettings>): Promise<ReadyView> {
    const { openingView, openingLatitude, openingLongitude, openingZoom } = {
      ...OPENING_DEFAULTS,
      ...settings,
    };
    if (openingView === 'set') return [openingLatitude, openingLongitude, openingZoom];
    // No public place to fit: the spec's view.
    if (openingView === 'fit') return (await this.#bounds.get()) ?? [...SPEC_VIEW];
    return [...SPEC_VIEW];
  }

  /**
   * The meta tag the home and embed pages carry, from the settings the page read (undefined when
   * the database could not be read, an outage); then none: the page is still served, and the map
   * opens on the view /api/site gives, or the spec's.
   */
  async meta(settings: Partial<SiteSettings> | undefined): Promise<string> {
    if (!settings) return '';
    try {
      return readyViewMeta(await this.resolve(settings));
    } catch {
      return '';
    }
  }
}

/** The ready view as the home and embed pages carry it for their first paint (early-paint.ts reads it). */
export function readyViewMeta(view: ReadyView): string {
  return `<meta name="fru-view" content="${view.join(',')}">`;
}
