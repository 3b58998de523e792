import { describe, expect, it } from 'vitest';
import type { TripStop } from '../trips/trip-schema';
import { releaseChanges } from './release-changes';

const stop = (placeId: number, note = ''): TripStop => ({
  placeId,
  note,
  arriveAt: null,
  leaveAt: null,
  modeToNext: null,
  place: {
    id: placeId,
    name: `Place ${placeId}`,
    latitude: 0,
    longitude: 0,
    country: 'Japan',
    state: null,
    type: 'city',
    status: 'visited',
    photo: null,
    path: `/places/${placeId}-place`,
    isPrivate: false,
  },
});
const trip = (...days: TripStop[][]) => ({ days: days.map((stops) => ({ stops })) });

describe('what changed between two releases of a pack', () => {
  it('is nothing between a release and itself', () => {
    const same = trip([stop(1, 'a'), stop(2)], [stop(3)]);
    expect(releaseChanges(same, same)).toEqual({ stops: [], removed: [] });
  });

  it('marks only the stop put before the others, not the others that moved along', () => {
    expect(releaseChanges(trip([stop(1), stop(2)]), trip([stop(9), stop(1), stop(2)]))).toEqual({
      stops: [{ day: 0, stop: 0, change: 'added' }],
      removed: [],
    });
  });

  it('tells a second stop at the same place from the first, and a stop moved to another day', () => {
    const bought = trip([stop(1, 'morning'), stop(2)], [stop(1, 'evening')]);
    const shown = trip([stop(1, 'morning')], [stop(2), stop(1, 'evening, late')]);
    expect(releaseChanges(bought, shown)).toEqual({
      stops: [
        { day: 1, stop: 0, change: 'changed' },
        { day: 1, stop: 1, change: 'changed' },
      ],
      removed: [],
    });
  });

  it('names each place no longer stopped at once', () => {
    expect(releaseChanges(trip([stop(1), stop(2), stop(2)]), trip([stop(1)]))).toEqual({
      stops: [],
      removed: ['Place 2'],
    });
  });
});
