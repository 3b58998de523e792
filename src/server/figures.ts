import type { Kysely } from 'kysely';
import { figuresOf } from '#shared/figure-rounding.ts';
import { countryOf } from '#shared/geo/regions.ts';
import { FIGURE_KEYS, type FigureKey, type Figures } from '#shared/figures.ts';
import { SITE_DEFAULTS, type SiteSettings } from '#shared/site-config.ts';
import type { DB } from './db/schema';
import type { VisitedRegion } from './db/geo';
import type { AppContext } from './context';
import { tripStats } from './db/stats';
import { turnTaker } from './turns';
import { VersionedValue } from './versioned-value';

const PARK_TYPES = ['national-park', 'state-park', 'regional-park'];
const MILES_PER_KM = 0.621371;

/** The setting that pins each figure. */
const PIN_OF: Record<FigureKey, keyof SiteSettings> = {
  places: 'figurePlaces',
  countries: 'figureCountries',
  unesco: 'figureUnesco',
  parks: 'figureParks',
  videos: 'figureVideos',
  miles: 'figureMiles',
};

/**
 * The public places' counts behind the copy's figures, as /stats counts them: places (all of
 * them), countries (visited), UNESCO sites and parks (by type), videos (links), miles (the public
 * trips' kilometres).
 */
async function readFigureCounts(
  db: Kysely<DB>,
  visitedRegions: () => Promise<VisitedRegion[]>,
): Promise<Record<FigureKey, number>> {
  const publicPlaces = db.selectFrom('locations').where('deletedAt', 'is', null).where('isPrivate', '=', 0);
  // Counted by the database, not read place by place: at 100,000 places a visitor's /api/site waited
  // 450 to 640 ms after every change for the figures (readPlaceStats) to be read from every place.
  // One count a turn: SQLite answers each at once (5 to 20 ms at 100,000 places), and all of them
  // in one go held every other request up for 40 to 80 ms after each change.
  const takeTurn = turnTaker(0);
  const inTurn = async <T>(count: () => Promise<T>) => (await takeTurn(), count());
  const places = await inTurn(() =>
    publicPlaces.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
  );
  const regions = await inTurn(visitedRegions);
  const types = await inTurn(() =>
    publicPlaces
      .select(['type', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('type', 'in', ['unesco', ...PARK_TYPES])
      .groupBy('type')
      .execute(),
  );
  const videos = await inTurn(() =>
    db
      .selectFrom('locationVideos')
      .innerJoin('locations', 'locations.id', 'locationVideos.locationId')
      .where('locations.deletedAt', 'is', null)
      .where('locations.isPrivate', '=', 0)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirst(),
  );
  const trips = await inTurn(() => tripStats(db));
  const ofTypes = (wanted: string[]) =>
    types.filter((row) => wanted.includes(row.type)).reduce((sum, row) => sum + Number(row.count), 0);
  return {
    places: Number(places?.count ?? 0),
    // The one rule of /stats and world progress: 'USA' and 'United States' are one country.
    countries: new Set(regions.map(countryOf).filter((country) => country !== null)).size,
    unesco: ofTypes(['unesco']),
    parks: ofTypes(PARK_TYPES),
    videos: Number(videos?.count ?? 0),
    miles: Math.floor(trips.totalKm * MILES_PER_KM),
  };
}

/** The figures the copy shows: built from the places once per data version, then the owner's settings. */
export class SiteFigures {
  readonly #counts: VersionedValue<Record<FigureKey, string>>;

  readonly #settings: AppContext['siteSettings'];

  constructor({
    database,
    dataVersion,
    archiveScale,
    siteSettings,
    visitedRegions,
  }: Pick<AppContext, 'database' | 'dataVersion' | 'archiveScale' | 'siteSettings' | 'visitedRegions'>) {
    this.#settings = siteSettings;
    const counts = () => readFigureCounts(database.db, () => visitedRegions.get());
    this.#counts = new VersionedValue(dataVersion, async () => figuresOf(await counts()), {
      scale: archiveScale,
    });
  }

  /** Each figure: pinned by the owner, else the spec's words (null) or the places'. */
  async resolve(stored?: Partial<SiteSettings>): Promise<Figures> {
    const settings = { ...SITE_DEFAULTS, ...(stored ?? (await this.#settings.get())) };
    const fromData = settings.figureSource === 'data' ? await this.#counts.get() : undefined;
    return Object.fromEntries(
      FIGURE_KEYS.map((key) => [key, String(settings[PIN_OF[key]]) || fromData?.[key] || null]),
    ) as Figures;
  }
}
