import { describe, expect, it } from 'vitest';
import { markDuplicates } from './duplicates';

const louvre = { name: 'Louvre Museum', latitude: 48.8606, longitude: 2.3376 };

describe('markDuplicates', () => {
  it('skips the same name within 100 m of an existing place, trimmed and in any case', () => {
    // 0.0005° of latitude is about 56 m; 0.0012° about 133 m.
    expect(markDuplicates([louvre], [{ ...louvre, name: '  louvre museum ', latitude: 48.8611 }])).toEqual([
      true,
    ]);
    expect(markDuplicates([louvre], [{ ...louvre, latitude: 48.8618 }])).toEqual([false]);
    expect(markDuplicates([louvre], [{ ...louvre, name: 'Louvre Pyramid' }])).toEqual([false]);
  });

  it('skips a row that repeats an earlier row of the same file', () => {
    const incoming = [
      louvre,
      { ...louvre, name: 'LOUVRE MUSEUM', longitude: 2.3381 },
      { ...louvre, latitude: 48.87 },
    ];
    expect(markDuplicates([], incoming)).toEqual([false, true, false]);
  });
});

describe('markDuplicates uses the similarity of the Possible duplicates view', () => {
  it('skips a differently written name of the same place', () => {
    const mont = { name: 'Mont Saint-Michel', latitude: 48.636, longitude: -1.5115 };
    const plitvice = { name: 'Plitvice Lakes', latitude: 44.8654, longitude: 15.582 };
    expect(
      markDuplicates(
        [mont, plitvice],
        [
          { ...mont, name: 'Mont-Saint-Michel' },
          { ...plitvice, name: 'Plitvice Lakes National Park', longitude: 15.5825 },
          { ...plitvice, name: 'Lake Placid' },
        ],
      ),
    ).toEqual([true, true, false]);
  });
});
