import { eventRow, type CountedSighting, type EventRow, type SiteAddress } from './sighting';
import { utcDay } from './visitor-hash';

/** analytics_events' columns, in the order each row is sent (a JSON array) to the one insert. */
export const EVENT_COLUMNS = [
  'at',
  'day',
  'type',
  'path',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
  'browser',
  'country',
  'visitor',
  'target',
] as const satisfies readonly (keyof EventRow)[];

/** What a piece of a flush's rows is built from. */
export interface RowsJob {
  sightings: CountedSighting[];
  /** The salt of each UTC day the sightings fall on. */
  salts: Record<string, string>;
  site: SiteAddress;
}

/**
 * The rows of `job` as the JSON text an insert sends: an array of rows, each an array in
 * EVENT_COLUMNS' order. `takeTurn` is awaited between rows (on the main thread, so that no page
 * request waits behind the whole piece).
 */
export async function eventRowsJson(job: RowsJob, takeTurn?: () => Promise<void>): Promise<string> {
  const rows: unknown[][] = [];
  for (const sighting of job.sightings) {
    await takeTurn?.();
    const day = utcDay(sighting.at);
    const salt = job.salts[day];
    if (salt === undefined) throw new Error(`No analytics salt for ${day}`);
    const row = await eventRow(sighting, salt, job.site);
    rows.push(EVENT_COLUMNS.map((column) => row[column] ?? null));
  }
  return JSON.stringify(rows);
}
