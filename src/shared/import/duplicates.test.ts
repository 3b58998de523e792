import { describe, expect, it } from 'vitest';
import { findImportDuplicates } from './duplicates';

const louvre = { id: 1, name: 'Louvre Museum', latitude: 48.8606, longitude: 2.3376 };
const isDuplicate = (existing: (typeof louvre)[], incoming: Omit<typeof louvre, 'id'>[]) =>
  findImportDuplicates(existing, incoming).map((match) => match !== undefined);

describe('findImportDuplicates', () => {
  it('finds the same name within 100 m of an existing place, trimmed and in any case', () => {
    // 0.0005° of latitude is about 56 m; 0.0012° about 133 m.
    const [match] = findImportDuplicates(
      [louvre],
      [{ ...louvre, name: '  louvre museum ', latitude: 48.8611 }],
    );
    expect(match?.like).toBe(louvre);
    expect(match?.distanceM).toBeCloseTo(55.6, 0);
    expect(isDuplicate([louvre], [{ ...louvre, latitude: 48.8618 }])).toEqual([false]);
    expect(isDuplicate([louvre], [{ ...louvre, name: 'Louvre Pyramid' }])).toEqual([false]);
  });

  it('never calls a row a duplicate of another row of the same file', () => {
    const incoming = [louvre, { ...louvre, name: 'LOUVRE MUSEUM', longitude: 2.3377 }, louvre];
    expect(isDuplicate([], incoming)).toEqual([false, false, false]);
  });

  it('answers the nearest of several alike places', () => {
    const near = { ...louvre, id: 2, latitude: 48.8607 };
    expect(findImportDuplicates([louvre, near], [louvre])[0]?.like).toBe(louvre);
    expect(findImportDuplicates([louvre, near], [{ ...louvre, latitude: 48.8608 }])[0]?.like).toBe(near);
  });
});

describe('findImportDuplicates uses the similarity of the Possible duplicates view', () => {
  it('finds a differently written name of the same place', () => {
    const mont = { id: 1, name: 'Mont Saint-Michel', latitude: 48.636, longitude: -1.5115 };
    const plitvice = { id: 2, name: 'Plitvice Lakes', latitude: 44.8654, longitude: 15.582 };
    expect(
      isDuplicate(
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
