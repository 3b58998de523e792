import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '../../src/shared/media';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 36: an upload answers with what the photo's EXIF says of where and when, whichever
// program wrote the file (tests/fixtures/photos/README.md says how each was made).

const PHOTOS = [
  ['a JPEG', 'reykjavik.jpg', 64.14172, -21.92667, '2023-07-14T18:42:05'],
  ['a HEIC written by libheif', 'libheif-reykjavik.heic', 64.14172, -21.92667, '2023-07-14T18:42:05'],
  [
    'a HEIC with its Exif item as phones write it',
    'exiftool-cape-town.heic',
    -33.90571,
    18.41969,
    '2022-12-03T09:15:30',
  ],
] as const;

describe.each(ENGINES)('what an upload reads of its EXIF on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it.each(PHOTOS)('says where and when %s was taken', async (_kind, file, latitude, longitude, takenAt) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/media',
      payload: readFileSync(`tests/fixtures/photos/${file}`),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': file },
      cookie,
    });
    expect(response.statusCode).toBe(201);
    const photo = response.json<{ photo: UploadedPhoto }>().photo;
    expect(photo).toMatchObject({ width: 320, height: 240, takenAt });
    expect(photo.latitude).toBeCloseTo(latitude, 5);
    expect(photo.longitude).toBeCloseTo(longitude, 5);
  });
});
