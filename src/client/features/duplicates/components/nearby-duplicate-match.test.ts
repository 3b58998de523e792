import { describe, expect, it } from 'vitest';
import { NEARBY_DUPLICATE_M, nearbyDuplicate } from './nearby-duplicate-match';

const park = { id: 1, name: 'Plitvice Lakes National Park', latitude: 44.8655, longitude: 15.5821 };
const cafe = { id: 2, name: 'Lakes Café', latitude: 44.8654, longitude: 15.582 };
// About 30 m north of the park: nearer to the new place than the park is.
const lodge = { id: 3, name: 'Plitvice Lakes', latitude: 44.86567, longitude: 15.5821 };

describe('nearbyDuplicate', () => {
  it('finds a place with a similar name a few metres away, with the distance', () => {
    const match = nearbyDuplicate([cafe, park], 'Plitvice Lakes', 44.8654, 15.582);
    expect(match?.place).toBe(park);
    expect(match?.distanceM).toBeGreaterThan(13);
    expect(match?.distanceM).toBeLessThan(15);
  });

  it('answers the nearest of several', () => {
    expect(nearbyDuplicate([park, lodge], 'plitvice lakes', 44.8657, 15.5821)?.place).toBe(lodge);
  });

  it('ignores a different name at the same spot, and a similar name farther than the radius', () => {
    expect(nearbyDuplicate([cafe], 'Plitvice Lakes', cafe.latitude, cafe.longitude)).toBeUndefined();
    const away = park.latitude + (NEARBY_DUPLICATE_M + 5) / 111_320;
    expect(nearbyDuplicate([park], park.name, away, park.longitude)).toBeUndefined();
    expect(nearbyDuplicate([park], '', park.latitude, park.longitude)).toBeUndefined();
  });
});
