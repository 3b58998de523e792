import { describe, expect, it } from 'vitest';
import { formatDistance, nearestPlaces } from './nearest';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const PLACES = [
  { name: 'Kyoto', latitude: 34.9858, longitude: 135.7588 },
  { name: 'Louvre', latitude: 48.8606, longitude: 2.3376 },
  { name: 'Versailles', latitude: 48.8049, longitude: 2.1204 },
  { name: 'Notre-Dame', latitude: 48.853, longitude: 2.3499 },
];

describe('nearestPlaces', () => {
  it('keeps the closest few, nearest first, with their distances', () => {
    const near = nearestPlaces(PLACES, PARIS, 3);
    expect(near.map(({ place }) => place.name)).toEqual(['Notre-Dame', 'Louvre', 'Versailles']);
    expect(near[0]!.meters).toBeGreaterThan(400);
    expect(near[0]!.meters).toBeLessThan(500);
  });

  it('gives every place when there are fewer than asked, and none for a count of 0', () => {
    expect(nearestPlaces(PLACES, PARIS, 10)).toHaveLength(4);
    expect(nearestPlaces(PLACES, PARIS, 10).at(-1)!.place.name).toBe('Kyoto');
    expect(nearestPlaces(PLACES, PARIS, 0)).toEqual([]);
    expect(nearestPlaces([], PARIS)).toEqual([]);
  });

  it('matches sorting every place by distance, on many places', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      latitude: ((i * 37) % 170) - 85,
      longitude: ((i * 91) % 360) - 180,
    }));
    const sorted = nearestPlaces(many, PARIS, many.length).map(({ meters }) => meters);
    expect(nearestPlaces(many, PARIS, 10).map(({ meters }) => meters)).toEqual(sorted.slice(0, 10));
  });
});

describe('formatDistance', () => {
  it('says metres under a kilometre, a decimal under ten, whole kilometres past it', () => {
    expect(formatDistance(37, 'en-GB')).toBe('40 m');
    expect(formatDistance(2, 'de-DE')).toBe('10 m');
    expect(formatDistance(2_437, 'en-IE')).toBe('2.4 km');
    expect(formatDistance(9_712_345, 'en-IE')).toBe('9,712 km');
  });

  it('says miles where roads are measured in miles', () => {
    expect(formatDistance(37, 'en-US')).toBe('0.1 mi');
    expect(formatDistance(3_218.7, 'en-US')).toBe('2.0 mi');
    expect(formatDistance(160_934, 'en-US')).toBe('100 mi');
  });
});
