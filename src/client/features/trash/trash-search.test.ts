import { describe, expect, it } from 'vitest';
import type { TrashedPlace } from './api/get-trash';
import { importsIn, searchTrash } from './trash-search';

const place = (name: string, extra: Partial<TrashedPlace> = {}) =>
  ({
    id: name.length,
    name,
    address: '',
    country: '',
    deletedAt: '2026-01-01T00:00:00Z',
    ...extra,
  }) as TrashedPlace;

describe('searchTrash', () => {
  const places = [
    place('Lisbon', { address: 'Praça do Comércio', country: 'Portugal' }),
    place('Madrid', { address: 'Gran Vía', country: 'Spain' }),
  ];
  it('finds by name, address or country, every word, any case, accents or not', () => {
    expect(searchTrash(places, 'lisb').map((p) => p.name)).toEqual(['Lisbon']);
    expect(searchTrash(places, 'praca comercio').map((p) => p.name)).toEqual(['Lisbon']);
    expect(searchTrash(places, 'SPAIN').map((p) => p.name)).toEqual(['Madrid']);
    expect(searchTrash(places, 'lisbon spain')).toEqual([]);
    expect(searchTrash(places, '  ')).toBe(places);
  });
});

describe('importsIn', () => {
  it('counts the places of each import, the newest import first', () => {
    const old = { id: 'a', fileName: 'old.csv', createdAt: '2026-01-01T00:00:00Z' };
    const recent = { id: 'b', fileName: 'new.kml', createdAt: '2026-02-01T00:00:00Z' };
    const places = [
      place('A', { importBatch: old }),
      place('B', { importBatch: recent }),
      place('C'),
      place('D', { importBatch: old }),
    ];
    expect(importsIn(places)).toEqual([
      { ...recent, count: 1 },
      { ...old, count: 2 },
    ]);
  });
});
