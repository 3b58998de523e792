import type { API } from '../../../src/shared/api/index';
import type { PartSamples } from './samples';

const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };

/** The beacon: a page view as navigator.sendBeacon sends it; over 4 KB is refused (413). */
export const analyticsSamples: PartSamples<typeof API.analytics> = {
  beacon: {
    good: () => ({ headers: TEXT, payload: JSON.stringify({ type: 'pageview', path: '/stats' }) }),
    bad: () => ({
      headers: TEXT,
      payload: JSON.stringify({ type: 'pageview', path: `/${'x'.repeat(5000)}` }),
    }),
  },
};
