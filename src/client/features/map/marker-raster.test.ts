import fc from 'fast-check';
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

  it('keeps the visible pixels of a sprite around its centre, in every block alignment', () => {
    const sprite = sprites.red!;
    expect(sprite.half).toBe(6);
    const alphas = [...sprite.color].map((c) => c >>> 24);
    expect(alphas.filter((a) => a === 255).length).toBeGreaterThan(40);
    expect(alphas.filter((a) => a === 100).length).toBeGreaterThan(10);
    expect(alphas.includes(0)).toBe(false);
    expect(Math.max(...sprite.dx)).toBeLessThanOrEqual(5);
    expect(Math.min(...sprite.dx)).toBeGreaterThanOrEqual(-6);
    expect(sprite.layouts).toHaveLength(16);
    for (const layout of sprite.layouts) expect(layout.color.length).toBe(sprite.color.length);
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

  it('gives the same pixels in a crowd, where whole opaque super-blocks are skipped', () => {
    // 48 × 50 pixels: 3 × 3 whole super-blocks, and a strip of blocks below them that no
    // super-block counts.
    const width = 48;
    const height = 50;
    const stamp = fc.record({
      blue: fc.boolean(),
      x: fc.integer({ min: -8, max: width + 8 }),
      y: fc.integer({ min: -8, max: height + 8 }),
    });
    fc.assert(
      fc.property(
        // Many markers on a small raster: its middle fills up, and later ones land on opaque blocks.
        fc.array(stamp, { minLength: 300, maxLength: 900 }),
        fc.integer({ min: 0, max: 2 }),
        (stamps, resets) => {
          const raster = new MarkerRaster();
          // Reused buffers (reset to the same size) must forget what was opaque.
          for (let i = 0; i <= resets; i++) {
            raster.reset(width, height);
            for (const { blue: b, x, y } of i < resets ? stamps.slice(0, 20) : stamps)
              raster.stampUnder(b ? sprites.blue! : sprites.red!, x, y);
          }
          raster.reset(width, height);
          for (const { blue: b, x, y } of [...stamps].reverse())
            raster.stampUnder(b ? sprites.blue! : sprites.red!, x, y);
          const expected = paintOver(
            width,
            height,
            stamps.map(({ blue: b, x, y }) => ({ image: b ? blue : red, size, x, y })),
          );
          // Each partly transparent rim composited beneath another is rounded to whole values (at
          // most half a unit), and a crowd stacks several on one pixel: 3 of 255 is still far below
          // what an eye sees, and far below a misplaced or missing pixel (a hundred or more).
          for (let i = 0; i < expected.length; i++)
            expect(Math.abs(raster.pixels[i]! - expected[i]!)).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
  });

  it.each([252, 320])(
    'stamps a %i-pixel sprite (a high pixel ratio: browser zoom on a dense screen) as painting it does',
    (big) => {
      // A disc reaching the edges of its image: the sprite touches every block it can.
      const image = disc(big, big / 2 - 1, [220, 38, 38]);
      const sprite = spriteFromPixels(image.slice(), big);
      expect(sprite.half).toBe(big / 2);
      const [width, height] = [big + 48, big + 28];
      for (const [x, y] of [
        [width / 2, height / 2],
        [width / 2 + 1, height / 2 + 3],
      ] as const) {
        const raster = new MarkerRaster();
        raster.reset(width, height);
        raster.stampUnder(sprite, x, y);
        const expected = paintOver(width, height, [{ image, size: big, x, y }]);
        let worst = 0;
        for (let i = 0; i < expected.length; i++)
          worst = Math.max(worst, Math.abs(raster.pixels[i]! - expected[i]!));
        expect(worst).toBeLessThanOrEqual(2);
      }
    },
  );

  it('leaves covered pixels alone, and reset clears everything', () => {
    const raster = new MarkerRaster();
    raster.reset(32, 32);
    // A tight grid of markers covers the middle completely: a marker beneath changes nothing.
    for (let y = 4; y <= 28; y += 3) for (let x = 4; x <= 28; x += 3) raster.stampUnder(sprites.red!, x, y);
    const before = raster.pixels.slice();
    raster.stampUnder(sprites.blue!, 16, 16);
    raster.stampUnder(sprites.blue!, 17, 14);
    expect(raster.pixels).toEqual(before);
    // Where a pixel is still open, the marker beneath shows.
    raster.stampUnder(sprites.blue!, 30, 30);
    expect(raster.pixels).not.toEqual(before);

    raster.reset(32, 32);
    expect(raster.pixels.every((v) => v === 0)).toBe(true);
    raster.stampUnder(sprites.blue!, 16, 16);
    expect(raster.pixels[(16 * 32 + 16) * 4 + 2]).toBe(246);
  });
});
