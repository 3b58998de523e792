import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SHARING_IMAGE_VERSION } from '#shared/place-head.ts';
import { StatsAccumulator } from '#shared/stats.ts';
import { countByStatus, STATUS_COLORS } from '#shared/status.ts';
import { SPEC_FIGURES, type FigureKey, type Figures } from '#shared/figures.ts';
import { listStatsPlaces } from '../db/stats';
import type { DB } from '../db/schema';
import type { StatsFigure } from './cards';

/** Places read per query while counting: a few milliseconds each. */
const PAGE = 2000;
const COUNTRIES_COLOR = '#a78bfa';

export interface StatsNumbers {
  visited: number;
  planned: number;
  wishlist: number;
  countries: number;
}

/** The public places' counts per status and the countries visited, as the statistics count them. */
export async function readStatsNumbers(db: Kysely<DB>): Promise<StatsNumbers> {
  const stats = new StatsAccumulator();
  const byStatus = { visited: 0, planned: 0, wishlist: 0 };
  let after: number | undefined;
  for (;;) {
    const page = await listStatsPlaces(db, { after, limit: PAGE });
    stats.add(page);
    const counts = countByStatus(page);
    for (const status of Object.keys(byStatus) as (keyof typeof byStatus)[])
      byStatus[status] += counts[status];
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  return { ...byStatus, countries: stats.result().countriesVisited };
}

/** The image's key: it is drawn again when a number (or the drawing) changes. */
export const statsKey = (numbers: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([SHARING_IMAGE_VERSION, numbers]))
    .digest('hex')
    .slice(0, 20);

export const statsFigures = (numbers: StatsNumbers): StatsFigure[] => [
  { label: 'Places visited', value: numbers.visited, color: STATUS_COLORS.visited },
  { label: 'Countries visited', value: numbers.countries, color: COUNTRIES_COLOR },
  { label: 'Planned', value: numbers.planned, color: STATUS_COLORS.planned },
  { label: 'On the wishlist', value: numbers.wishlist, color: STATUS_COLORS.wishlist },
];

/** The site's image: the figures the copy names, as it names them (the spec's words in its demo). */
export const homeFigures = (figures: Figures): StatsFigure[] => {
  const shown = (key: FigureKey) => figures[key] ?? SPEC_FIGURES[key];
  return [
    { label: 'Destinations', value: shown('places'), color: STATUS_COLORS.visited },
    { label: 'Countries', value: shown('countries'), color: COUNTRIES_COLOR },
    { label: 'UNESCO sites', value: shown('unesco'), color: STATUS_COLORS.planned },
    { label: 'Parks', value: shown('parks'), color: STATUS_COLORS.wishlist },
  ];
};
