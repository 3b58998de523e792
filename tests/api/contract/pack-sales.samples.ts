import type { API } from '../../../src/shared/api/index';
import type { PartSamples } from './samples';

/** The packs' funnel: a month, and a range that ends before it starts (400). */
export const packSalesSamples: PartSamples<typeof API.packSales> = {
  funnel: {
    good: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
    bad: () => ({ query: { from: '2026-01-31', to: '2026-01-01' } }),
  },
};
