import { describe, expect, it } from 'vitest';
import { defaults, parseFixture } from '../../../tests/helpers/import-fixtures';
import { locatePlaces } from './locate';

describe('placing the rows that need coordinates', () => {
  it('keeps a saved list’s row without coordinates, to be placed by the address search', () => {
    const parsed = parseFixture('google-saved-list.csv');
    expect(parsed.unlocated).toEqual([
      expect.objectContaining({ source: 'line 4', query: 'Pastéis de Belém' }),
    ]);
    const located = locatePlaces(
      parsed,
      [{ source: 'line 4', position: { latitude: 38.6975, longitude: -9.2032 } }],
      defaults,
    );
    expect(located.places.map((p) => [p.name, p.latitude, p.longitude, p.notes])).toEqual([
      ['Belém Tower', 38.6915837, -9.2159767, 'Go early'],
      ['Dropped pin', 41.1579, -8.6291, undefined],
      ['Pastéis de Belém', 38.6975, -9.2032, 'Custard tarts'],
    ]);
    expect(located.sources).toEqual(['line 2', 'line 3', 'line 4']);
    expect(located.errors).toEqual([]);
    expect(located.unlocated).toEqual([]);
  });

  it('says so when the address search finds nothing', () => {
    const located = locatePlaces(parseFixture('google-saved-list.csv'), [{ source: 'line 4' }], defaults);
    expect(located.places).toHaveLength(2);
    expect(located.errors).toEqual([
      { source: 'line 4', reason: 'the address search found nothing for “Pastéis de Belém”' },
    ]);
  });
});
