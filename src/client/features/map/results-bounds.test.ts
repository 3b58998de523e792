import { describe, expect, it } from 'vitest';
import { boxKey, resultsBounds } from './results-bounds';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('resultsBounds', () => {
  it('has no box for no places, and a point for one', () => {
    expect(resultsBounds([])).toBeNull();
    expect(resultsBounds([at(35.68, 139.69)])).toEqual({
      south: 35.68,
      west: 139.69,
      north: 35.68,
      east: 139.69,
    });
  });

  it('holds places on one side of the world between their extremes', () => {
    // Tokyo, Kyoto, Mount Fuji.
    expect(resultsBounds([at(35.68, 139.69), at(35.01, 135.77), at(35.36, 138.73)])).toEqual({
      south: 35.01,
      west: 135.77,
      north: 35.68,
      east: 139.69,
    });
  });

  it('goes round the world the short way: across the antimeridian', () => {
    // Fiji (178.4) and Samoa (-171.8): 10.2 degrees apart across 180, not 350 the other way.
    const box = resultsBounds([at(-18.1, 178.4), at(-13.8, -171.8)]);
    expect(box).not.toBeNull();
    expect(box!.west).toBe(178.4);
    expect(box!.east).toBeCloseTo(188.2, 10);
  });

  it('leaves out the widest empty stretch when places are spread all round', () => {
    // Gaps of 110, 110 and 110 degrees, and 30 across the antimeridian: the first 110 is left out.
    const box = resultsBounds([at(0, -170), at(0, -60), at(0, 50), at(0, 160)]);
    expect(box).toEqual({ south: 0, west: -60, north: 0, east: 190 });
  });

  it('keys equal boxes alike', () => {
    expect(boxKey(resultsBounds([at(1, 2), at(3, 4)]))).toBe(boxKey(resultsBounds([at(3, 4), at(1, 2)])));
    expect(boxKey(null)).toBe('');
  });
});
