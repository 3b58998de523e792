import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoFacts } from './read-photo-info';

// The browser reads each photo's GPS and date before anything is uploaded (exifr's lite build;
// the page hands it File objects, which Node cannot read the way a browser does: bytes here).
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
