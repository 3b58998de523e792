import type { API } from '../../../src/shared/api/index';
import type { PartSamples } from './samples';

const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };

/**
 * The beacon: a page view as navigator.sendBeacon sends it; over 4 KB is refused (413). The
 * dashboard and its CSV: a week, and a range that ends before it starts (400).
 */
export const analyticsSamples: PartSamples<typeof API.analytics> = {
  beacon: {
    good: () => ({ headers: TEXT, payload: JSON.stringify({ type: 'pageview', path: '/stats' }) }),
    bad: () => ({
      headers: TEXT,
      payload: JSON.stringify({ type: 'pageview', path: `/${'x'.repeat(5000)}` }),
    }),
  },
  summary: {
    good: () => ({ query: { from: '2026-01-01', to: '2026-01-07' } }),
    bad: () => ({ query: { from: '2026-01-07', to: '2026-01-01' } }),
  },
  exportCsv: {
    good: () => ({ query: { from: '2026-01-01', to: '2026-01-07' } }),
    bad: () => ({ query: { from: '2026-02-30' } }),
  },
};
