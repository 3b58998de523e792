import type { docsApi } from '../../../src/shared/api/docs';
import type { PartSamples } from './samples';

export const docsSamples: PartSamples<typeof docsApi> = {
  openapi: { good: () => ({}) },
};
