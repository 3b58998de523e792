import { describe, expect, it } from 'vitest';
import { decodeMapData, encodeMapData, type PlaceSummary } from './map-data';
import { unpackColumn } from './packed-columns';
import {
  countByGroup,
  countByStatus,
  defineStatuses,
  STATUS_GROUPS,
  STATUS_TABLE,
  STATUSES,
  type StatusRow,
} from './status';

const row = (over: Partial<StatusRow> & Pick<StatusRow, 'value' | 'code'>): StatusRow => ({
  label: over.value,
  color: '#000000',
  group: over.value,
  badge: '',
  pressed: '',
  ...over,
});

describe('the status table', () => {
  it('holds the spec statuses, colours and labels, and groups planned with wishlist as Planned', () => {
    expect(STATUSES).toEqual(['visited', 'planned', 'wishlist']);
    expect(STATUS_TABLE.map((r) => [r.value, r.label, r.color])).toEqual([
      ['visited', 'Visited', '#10b981'],
      ['planned', 'Planned', '#3b82f6'],
      ['wishlist', 'Wishlist', '#f97316'],
    ]);
    expect(STATUS_GROUPS.map((g) => [g.label, g.members])).toEqual([
      ['Visited', ['visited']],
      ['Planned', ['planned', 'wishlist']],
    ]);
  });

  it('keeps the map data codes of the wire format', () => {
    const place = (id: number, status: PlaceSummary['status']): PlaceSummary => ({
      id,
      status,
      latitude: 0,
      longitude: 0,
      type: 'city',
      hasVideo: false,
      name: `Place ${id}`,
      country: 'Nowhere',
      state: null,
    });
    const places = [place(1, 'wishlist'), place(2, 'visited'), place(3, 'planned')];
    const wire = encodeMapData(places);
    expect([...unpackColumn(wire.status, 3)]).toEqual([2, 0, 1]);
    expect(decodeMapData(wire).map((p) => p.status)).toEqual(['wishlist', 'visited', 'planned']);
  });

  it('counts per status and per group', () => {
    const places = [
      { status: 'visited' as const },
      { status: 'wishlist' as const },
      { status: 'planned' as const },
    ];
    expect(countByStatus(places)).toEqual({ visited: 1, planned: 1, wishlist: 1 });
    expect(countByGroup(places)).toEqual({ visited: 1, planned: 2 });
  });

  it('refuses a table whose codes or groups cannot be read back', () => {
    expect(() => defineStatuses([row({ value: 'a', code: 0 }), row({ value: 'b', code: 0 })])).toThrow(
      /code/,
    );
    expect(() => defineStatuses([row({ value: 'a', code: -1 })])).toThrow(/code/);
    expect(() => defineStatuses([row({ value: 'a', code: 0, group: 'nowhere' })])).toThrow(/group/);
    expect(() =>
      defineStatuses([row({ value: 'a', code: 0, group: 'b' }), row({ value: 'b', code: 1, group: 'a' })]),
    ).toThrow(/group/);
    expect(() => defineStatuses([row({ value: 'a', code: 0 }), row({ value: 'a', code: 1 })])).toThrow(
      /value/,
    );
  });
});
