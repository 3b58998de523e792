import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { placeCard, statsCard } from './cards';
import { drawImage } from './draw';
import { mapSnippet } from './world-map';

const visual = `data:image/svg+xml;base64,${Buffer.from(
  mapSnippet({ latitude: 48.86, longitude: 2.35, color: '#10b981', width: 520, height: 630 }),
).toString('base64')}`;

/** Any text a visitor's place may carry: every script, emoji, controls, lone surrogates, markup. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '<b>x</b>',
    '&amp;&lt;',
    '\u202e\u0645\u0631\u062d\u0628\u0627 abc',
    '\ud800',
    '👩🏽‍🚀'.repeat(60),
  ),
);

describe('sharing image cards', () => {
  it('draw a whole 1200 × 630 PNG whatever the texts', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, anyText, async (name, type, where) => {
        const png = await drawImage(async () =>
          placeCard({ name, type, where, statusLabel: 'Visited', statusColor: '#10b981', visual }),
        );
        const { format, width, height } = await sharp(png).metadata();
        expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
      }),
      { numRuns: 25 },
    );
  });

  it('map the region around any place on Earth, marked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        async (latitude, longitude) => {
          const svg = mapSnippet({ latitude, longitude, color: '#ff0000', width: 520, height: 630 });
          expect(svg).not.toMatch(/NaN|Infinity/);
          const { data } = await sharp(Buffer.from(svg))
            .removeAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
          // The marker sits in the middle.
          const middle = (315 * 520 + 260) * 3;
          expect([data[middle], data[middle + 1], data[middle + 2]]).toEqual([255, 0, 0]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draw the statistics with large numbers', async () => {
    const figures = [1, 1_234_567, 0, 99_999_999].map((value, i) => ({
      label: `Figure ${i}`,
      value,
      color: '#3b82f6',
    }));
    const { width, height } = await sharp(await drawImage(async () => statsCard(figures))).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });
});
