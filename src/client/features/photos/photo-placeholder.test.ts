import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { loadPlaceholderDecoder, placeholderUrl } from './photo-placeholder';

/** A 40×30 image, orange on the left and blue on the right, as the server would hash it. */
function hashOfTwoColours(): string {
  const rgba = new Uint8Array(40 * 30 * 4);
  for (let i = 0; i < 40 * 30; i++) {
    const left = i % 40 < 20;
    rgba.set(left ? [230, 140, 40, 255] : [40, 90, 220, 255], i * 4);
  }
  return Buffer.from(rgbaToThumbHash(40, 30, rgba)).toString('base64');
}

describe('placeholderUrl', () => {
  it('draws the hash as a small PNG, the same each time it is asked', async () => {
    const hash = hashOfTwoColours();
    await loadPlaceholderDecoder();
    const url = placeholderUrl(hash)!;
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(placeholderUrl(hash)).toBe(url);
    // It is the photo's blur, at most 32 px: orange on the left, blue on the right.
    const { data, info } = await sharp(Buffer.from(url.split(',')[1]!, 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBeLessThanOrEqual(32);
    const pixel = (x: number) => data.subarray(x * info.channels, x * info.channels + 3);
    const [leftRed, , leftBlue] = pixel(0);
    const [rightRed, , rightBlue] = pixel(info.width - 1);
    expect(leftRed!).toBeGreaterThan(leftBlue!);
    expect(rightBlue!).toBeGreaterThan(rightRed!);
  });

  it('gives null for a hash it cannot read, so the frame stays plain', () => {
    expect(placeholderUrl('')).toBeNull();
    expect(placeholderUrl('not base64 at all!')).toBeNull();
  });
});
