import { describe, expect, it } from 'vitest';
import type { Trip, TripPlace } from '#shared/trips/trip-schema.ts';
import { conflictRows, defaultChoices, everyChoice, rebase } from './trip-conflict';
import {
  coverChoices,
  freshDraft,
  moveStop,
  patchOf,
  stopOfPlace,
  wireOf,
  type DayValues,
} from './trip-draft';

const place = (id: number, photo: string | null = null): TripPlace => ({
  id,
  name: `Place ${id}`,
  latitude: 35,
  longitude: 135,
  country: 'Japan',
  state: null,
  type: 'city',
  status: 'visited',
  photo,
  path: `/places/${id}-place-${id}`,
  isPrivate: false,
});

const stop = (id: number) => ({
  placeId: id,
  note: '',
  arriveAt: null,
  leaveAt: null,
  modeToNext: null,
  place: place(id, `/photos/${id}.jpg`),
});

const trip = (overrides: Partial<Trip> = {}): Trip => ({
  id: 7,
  slug: 'japan',
  path: '/trips/7-japan',
  title: 'Japan',
  summary: '',
  coverPhoto: null,
  startDate: null,
  endDate: null,
  state: 'planned',
  visibility: 'private',
  days: [
    { date: null, title: 'Tokyo', notes: '', stops: [stop(1), stop(2), stop(3)] },
    { date: null, title: 'Kyoto', notes: '', stops: [stop(4)] },
  ],
  tracks: [],
  dayCount: 2,
  stopCount: 4,
  countries: ['Japan'],
  distanceKm: 0,
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const ids = (days: DayValues[]) => days.map((day) => day.stops.map((each) => each.placeId));

describe('moveStop', () => {
  const days = freshDraft(trip()).values.days;
  const key = (day: number, index: number) => days[day]!.stops[index]!.key;

  it('reorders within a day, landing at the index given', () => {
    expect(ids(moveStop(days, key(0, 0), 0, 2))).toEqual([[2, 3, 1], [4]]);
    expect(ids(moveStop(days, key(0, 2), 0, 0))).toEqual([[3, 1, 2], [4]]);
  });

  it('moves to another day, at the end unless an index is given', () => {
    expect(ids(moveStop(days, key(0, 1), 1))).toEqual([
      [1, 3],
      [4, 2],
    ]);
    expect(ids(moveStop(days, key(1, 0), 0, 1))).toEqual([[1, 4, 2, 3], []]);
  });

  it('leaves the days as they were for an unknown stop or day, and the input untouched', () => {
    expect(ids(moveStop(days, 'nope', 0))).toEqual([[1, 2, 3], [4]]);
    expect(ids(moveStop(days, key(0, 0), 5))).toEqual([[1, 2, 3], [4]]);
    expect(ids(days)).toEqual([[1, 2, 3], [4]]);
  });

  it('keeps two stops at the same place apart by their keys', () => {
    const twice = [{ ...days[0]!, stops: [...days[0]!.stops, stopOfPlace(place(1))] }, days[1]!];
    const second = twice[0]!.stops[3]!.key;
    expect(ids(moveStop(twice, second, 1, 0))).toEqual([
      [1, 2, 3],
      [1, 4],
    ]);
  });
});

describe('patchOf', () => {
  it('sends only what changed, days whole, empty text as null', () => {
    const draft = freshDraft(trip());
    expect(patchOf(draft)).toEqual({});
    const days = moveStop(draft.values.days, draft.values.days[0]!.stops[0]!.key, 1);
    const patch = patchOf({ ...draft, values: { ...draft.values, title: ' Japan by rail ', days } });
    expect(Object.keys(patch).sort()).toEqual(['days', 'title']);
    expect(patch.title).toBe('Japan by rail');
    expect(patch.days?.[1]?.stops).toEqual([
      { placeId: 4, note: '', arriveAt: null, leaveAt: null, modeToNext: null },
      { placeId: 1, note: '', arriveAt: null, leaveAt: null, modeToNext: null },
    ]);
  });
});

describe('conflicts', () => {
  const draft = freshDraft(trip());
  const mine = {
    ...draft,
    values: {
      ...draft.values,
      summary: 'Mine',
      days: moveStop(draft.values.days, draft.values.days[0]!.stops[0]!.key, 1),
    },
  };
  const theirs = trip({ title: 'Theirs', version: 4 });

  it('lists the fields that differ, each defaulting to the side that changed it', () => {
    const rows = conflictRows(mine, theirs);
    expect(rows.map((row) => row.field)).toEqual(['title', 'summary', 'days']);
    expect(defaultChoices(rows)).toEqual({ title: 'theirs', summary: 'mine', days: 'mine' });
  });

  it('merges onto the current trip, whose version goes out next', () => {
    const rows = conflictRows(mine, theirs);
    const merged = rebase(mine.values, theirs, defaultChoices(rows));
    expect(merged.base.version).toBe(4);
    const wire = wireOf(merged.values);
    expect(wire.title).toBe('Theirs');
    expect(wire.summary).toBe('Mine');
    expect(wire.days.map((day) => day.stops.map((each) => each.placeId))).toEqual([
      [2, 3],
      [4, 1],
    ]);
    // Saving the merge sends only the owner's side.
    expect(Object.keys(patchOf(merged)).sort()).toEqual(['days', 'summary']);
    expect(patchOf(rebase(mine.values, theirs, everyChoice(rows, 'theirs')))).toEqual({});
  });
});

it('offers each stop photo once as a cover, in the order of the stops', () => {
  const values = freshDraft(trip()).values;
  expect(coverChoices(values).map((choice) => choice.photo)).toEqual([
    '/photos/1.jpg',
    '/photos/2.jpg',
    '/photos/3.jpg',
    '/photos/4.jpg',
  ]);
});
