import type { API } from '../../../src/shared/api/index';
import { authSamples } from './auth.samples';
import { docsSamples } from './docs.samples';
import { geoSamples } from './geo.samples';
import { locationsSamples } from './locations.samples';
import { duplicatesSamples } from './duplicates.samples';
import { importsSamples } from './imports.samples';
import { mediaSamples } from './media.samples';
import { pagesSamples } from './pages.samples';
import { statsSamples } from './stats.samples';
import { inboxSamples } from './inbox.samples';
import { opsSamples } from './ops.samples';
import { siteSamples } from './site.samples';
import type { PartSamples } from './samples';
import { suggestionsSamples } from './suggestions.samples';
import { tagsSamples } from './tags.samples';
import { transferSamples } from './transfer.samples';
import { trashSamples } from './trash.samples';
import { tripsSamples } from './trips.samples';
import { tripFilesSamples } from './trip-files.samples';
import { mailSamples } from './mail.samples';
import { packsSamples } from './packs.samples';
import { packSalesSamples } from './pack-sales.samples';
import { analyticsSamples } from './analytics.samples';
import { mediaKitSamples } from './media-kit.samples';

/** A good and a bad request for every route of the contract, by part (one file per part). */
export const SAMPLES: { [Part in keyof typeof API]: PartSamples<(typeof API)[Part]> } = {
  pages: pagesSamples,
  docs: docsSamples,
  locations: locationsSamples,
  geo: geoSamples,
  stats: statsSamples,
  trash: trashSamples,
  transfer: transferSamples,
  imports: importsSamples,
  duplicates: duplicatesSamples,
  tags: tagsSamples,
  media: mediaSamples,
  suggestions: suggestionsSamples,
  auth: authSamples,
  site: siteSamples,
  inbox: inboxSamples,
  ops: opsSamples,
  // The file routes' samples (routes/trip-files.ts) are their own.
  trips: { ...tripsSamples, ...tripFilesSamples },
  mail: mailSamples,
  packs: packsSamples,
  packSales: packSalesSamples,
  analytics: analyticsSamples,
  mediaKit: mediaKitSamples,
};
