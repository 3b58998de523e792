import type { opsApi } from '../../../src/shared/api/ops';
import type { PartSamples } from './samples';

export const opsSamples: PartSamples<typeof opsApi> = {
  alive: { good: () => ({}) },
  ready: { good: () => ({}) },
  metrics: { good: () => ({}) },
};
