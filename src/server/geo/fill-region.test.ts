import { describe, expect, it } from 'vitest';
import { withRegion } from './fill-region';

const zion = { name: 'Zion', latitude: 37.2982, longitude: -113.0263 };

describe('withRegion', () => {
  it('fills a missing country and US state from the coordinates', () => {
    expect(withRegion(zion)).toMatchObject({ country: 'United States', state: 'Utah' });
    expect(withRegion({ name: 'Louvre', latitude: 48.8606, longitude: 2.3376 })).toMatchObject({
      country: 'France',
      state: null,
    });
  });

  it('keeps what was given', () => {
    expect(withRegion({ ...zion, country: 'Utopia' })).toMatchObject({ country: 'Utopia' });
    expect(withRegion({ ...zion, state: 'Nevada' })).toMatchObject({
      country: 'United States',
      state: 'Nevada',
    });
    expect(withRegion({ ...zion, country: 'USA' })).toMatchObject({ country: 'USA', state: 'Utah' });
    expect(withRegion({ ...zion, country: 'United States', state: null })).toMatchObject({
      country: 'United States',
      state: 'Utah',
    });
    expect(withRegion({ ...zion, country: 'Canada', state: null })).toMatchObject({
      country: 'Canada',
      state: null,
    });
    // Sent empty on purpose: the owner says there is none.
    expect(withRegion({ ...zion, country: '', state: null })).toMatchObject({ country: '', state: null });
  });

  it('leaves a place at sea without a country', () => {
    expect(withRegion({ name: 'Buoy', latitude: 30, longitude: -40 })).toMatchObject({
      country: '',
      state: null,
    });
  });
});
