import { describe, expect, it } from 'vitest';
import { MarkerRaster, spriteFromPixels, type Sprite } from './marker-raster';

type Rgb = [number, number, number];

/** A disc of radius r in a size×size image, solid inside and with a faint antialiased rim. */
function disc(size: number, radius: number, color: Rgb): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
      const alpha = d <= radius ? 255 : d <= radius + 1 ? 100 : 0;
      pixels.set([...color, alpha], (y * size + x) * 4);
    }
  }
  return pixels;
}

/** The reference: painting back to front with source-over, as a canvas does. */
function paintOver(
  width: number,
  height: number,
  stamps: { image: Uint8ClampedArray; size: number; x: number; y: number }[],
) {
  const out = new Float64Array(width * height * 4);
  for (const { image, size, x, y } of stamps) {
    for (let sy = 0; sy < size; sy++) {
      for (let sx = 0; sx < size; sx++) {
        const px = x - size / 2 + sx;
        const py = y - size / 2 + sy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const s = (sy * size + sx) * 4;
        const sa = image[s + 3]! / 255;
        if (sa === 0) continue;
        const d = (py * width + px) * 4;
        const da = out[d + 3]! / 255;
        const a = sa + da * (1 - sa);
        for (let c = 0; c < 3; c++) out[d + c] = (image[s + c]! * sa + out[d + c]! * da * (1 - sa)) / a;
        out[d + 3] = a * 255;
      }
    }
  }
  return out;
}

describe('MarkerRaster', () => {
  const size = 12;
  const red = disc(size, 4, [220, 38, 38]);
  const blue = disc(size, 4, [59, 130, 246]);
  const sprites: Record<string, Sprite> = {
    red: spriteFromPixels(red.slice(), size),
    blue: spriteFromPixels(blue.slice(), size),
  };

  it('splits a sprite into solid and antialiased pixels around its centre', () => {
    const sprite = sprites.red!;
    expect(sprite.half).toBe(6);
    expect(sprite.solidColor.length).toBeGreaterThan(40);
    expect(sprite.edgeColor.length).toBeGreaterThan(10);
    expect(Math.max(...sprite.solidDx)).toBeLessThanOrEqual(4);
    expect(Math.min(...sprite.solidDx)).toBeGreaterThanOrEqual(-5);
  });

  it('stamping front to back gives the pixels of painting back to front, clipped at the edges', () => {
    const width = 40;
    const height = 30;
    // Bottom to top, including some partly outside the buffer and one exactly on another.
    const stamps = [
      { image: blue, sprite: sprites.blue!, x: 10, y: 10 },
      { image: red, sprite: sprites.red!, x: 13, y: 12 },
      { image: blue, sprite: sprites.blue!, x: 2, y: 28 },
      { image: red, sprite: sprites.red!, x: 38, y: 1 },
      { image: blue, sprite: sprites.blue!, x: 12, y: 12 },
      { image: red, sprite: sprites.red!, x: 20, y: 15 },
    ];
    const expected = paintOver(
      width,
      height,
      stamps.map((s) => ({ ...s, size })),
    );
    const raster = new MarkerRaster();
    raster.reset(width, height);
    for (const stamp of [...stamps].reverse()) raster.stampUnder(stamp.sprite, stamp.x, stamp.y);
    let worst = 0;
    for (let i = 0; i < expected.length; i++)
      worst = Math.max(worst, Math.abs(raster.pixels[i]! - expected[i]!));
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('skips a marker whose whole square is already opaque, and reset clears everything', () => {
    const raster = new MarkerRaster();
    raster.reset(32, 32);
    expect(raster.isHidden(16, 16, 6)).toBe(false);
    // A tight grid of markers covers the middle completely.
    for (let y = 4; y <= 28; y += 3) for (let x = 4; x <= 28; x += 3) raster.stampUnder(sprites.red!, x, y);
    expect(raster.isHidden(16, 16, 6)).toBe(true);
    const before = raster.pixels.slice();
    raster.stampUnder(sprites.blue!, 16, 16);
    expect(raster.pixels).toEqual(before);
    // Near the border the blocks are not all full: not hidden.
    expect(raster.isHidden(2, 2, 6)).toBe(false);

    raster.reset(32, 32);
    expect(raster.pixels.every((v) => v === 0)).toBe(true);
    expect(raster.isHidden(16, 16, 6)).toBe(false);
  });
});
