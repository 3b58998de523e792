import type { API } from '../../../src/shared/api/index';
import { authSamples } from './auth.samples';
import { docsSamples } from './docs.samples';
import { inboxSamples } from './inbox.samples';
import { opsSamples } from './ops.samples';
import { pagesSamples } from './pages.samples';
import { siteSamples } from './site.samples';
import type { PartSamples } from './samples';

/** A good and a bad request for every route of the contract, by part (one file per part). */
export const SAMPLES: { [Part in keyof typeof API]: PartSamples<(typeof API)[Part]> } = {
  pages: pagesSamples,
  docs: docsSamples,
  auth: authSamples,
  site: siteSamples,
  inbox: inboxSamples,
  ops: opsSamples,
};
