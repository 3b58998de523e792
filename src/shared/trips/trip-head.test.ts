import { describe, expect, it } from 'vitest';
import { formatKm, sharedTripHead, tripDates, tripFacts, tripHead, tripImageKey } from './trip-head';

const TRIP = {
  id: 12,
  slug: 'japan-by-rail',
  title: 'Japan by Rail',
  startDate: '2026-04-01',
  endDate: '2026-04-09',
  state: 'done' as const,
  dayCount: 9,
  stopCount: 1,
  countries: ['Japan', 'South Korea'],
  distanceKm: 1234.4,
  updatedAt: '2026-04-10T08:00:00.000Z',
};

describe('a trip’s head', () => {
  it('says its dates, one date, or none', () => {
    expect(tripDates(TRIP)).toBe('1 Apr 2026 – 9 Apr 2026');
    expect(tripDates({ startDate: '2026-12-31', endDate: null })).toBe('31 Dec 2026');
    expect(tripDates({ startDate: '2026-12-31', endDate: '2026-12-31' })).toBe('31 Dec 2026');
    expect(tripDates({ startDate: null, endDate: null })).toBe('');
  });

  it('sums up its figures, singular where one', () => {
    expect(tripFacts(TRIP)).toBe('9 days · 1 stop · Japan, South Korea · 1,234 km');
    expect(tripFacts({ ...TRIP, dayCount: 1, countries: [], distanceKm: 0 })).toBe('1 day · 1 stop');
    expect(formatKm(0.4)).toBe('0 km');
  });

  it('describes itself by its summary, or by its figures when it has none', () => {
    expect(tripHead({ ...TRIP, summary: 'Temples.\n\nTrains.' }).description).toBe('Temples. Trains.');
    expect(tripHead(TRIP).description).toBe(
      'Japan by Rail: done trip, 1 Apr 2026 – 9 Apr 2026. 9 days · 1 stop · Japan, South Korea · 1,234 km.',
    );
    expect(tripHead(TRIP).path).toBe('/trips/12-japan-by-rail');
    expect(tripHead(TRIP).image?.url).toMatch(/^\/og\/trips\/12-[0-9a-z]+\.png$/);
  });

  it('draws its image again when what it shows changes, and only then', () => {
    expect(tripImageKey({ ...TRIP })).toBe(tripImageKey(TRIP));
    expect(tripImageKey({ ...TRIP, stopCount: 0 })).not.toBe(tripImageKey(TRIP));
    expect(tripImageKey({ ...TRIP, title: 'Japan' })).not.toBe(tripImageKey(TRIP));
  });

  it('keeps a shared trip out of search results, with no canonical page', () => {
    expect(sharedTripHead(TRIP)).toEqual({
      title: 'Japan by Rail',
      description: 'Japan by Rail: a trip shared with you on Fru World.',
      noindex: true,
    });
  });
});
