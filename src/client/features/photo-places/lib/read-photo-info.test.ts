import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoFacts } from './read-photo-info';

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/photos/${name}`));

// The browser reads each photo's GPS and date before anything is uploaded (ExifReader; the page
// hands it File objects, which ExifReader reads with the browser's FileReader: bytes here).
describe('readPhotoFacts', () => {
  it('reads the GPS position and the date taken of a camera JPEG', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD2: { DateTimeOriginal: '2024:05:06 10:11:12' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 51/1 3600/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '151/1 12/1 0/1',
        },
      })
      .toBuffer();
    const facts = await readPhotoFacts(new Uint8Array(jpeg));
    expect(facts.takenAt).toBe('2024-05-06T10:11:12');
    expect(facts.latitude).toBeCloseTo(-33.86, 2);
    expect(facts.longitude).toBeCloseTo(151.2, 2);
  });

  // tests/fixtures/photos/README.md says how each was made, and what exiftool reads in it.
  it.each([
    ['a JPEG', 'reykjavik.jpg', 64.14172, -21.92667, '2023-07-14T18:42:05'],
    ['a HEIC written by libheif', 'libheif-reykjavik.heic', 64.14172, -21.92667, '2023-07-14T18:42:05'],
    [
      'a HEIC with its Exif item as phones write it',
      'exiftool-cape-town.heic',
      -33.90571,
      18.41969,
      '2022-12-03T09:15:30',
    ],
  ])('reads the GPS position and the date taken of %s', async (_kind, file, latitude, longitude, takenAt) => {
    const facts = await readPhotoFacts(fixture(file));
    expect(facts.takenAt).toBe(takenAt);
    expect(facts.latitude).toBeCloseTo(latitude, 5);
    expect(facts.longitude).toBeCloseTo(longitude, 5);
  });

  it('a photo without EXIF has neither place nor date', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await readPhotoFacts(new Uint8Array(png))).toEqual({
      latitude: null,
      longitude: null,
      takenAt: null,
    });
  });
});
