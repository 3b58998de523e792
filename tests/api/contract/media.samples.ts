import type { mediaApi } from '../../../src/shared/api/media';
import { photoBytes, UPLOAD_HEADERS, uploadedPhotoId } from './owner-setup';
import type { PartSamples } from './samples';

export const mediaSamples: PartSamples<typeof mediaApi> = {
  upload: {
    good: async () => ({ headers: UPLOAD_HEADERS, payload: await photoBytes() }),
    bad: () => ({ headers: UPLOAD_HEADERS, payload: Buffer.from('not a photo') }),
  },
  original: {
    good: async (world) => ({ params: { id: await uploadedPhotoId(world) } }),
    bad: () => ({ params: { id: 'not-a-photo' } }),
  },
  publicCopy: {
    good: async (world) => ({ params: { file: `${await uploadedPhotoId(world)}.webp` } }),
    bad: () => ({ params: { file: 'secret.jpg' } }),
  },
};
