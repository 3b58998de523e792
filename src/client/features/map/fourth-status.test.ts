import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterPlaces } from '#shared/filters.ts';
import type { PlaceSummary } from '#shared/map-data.ts';
import { defineStatuses, STATUS_TABLE, type LocationStatus, type StatusRow } from '#shared/status.ts';
import { MarkerPainter, toMarkerPoints } from './marker-painter';
import { spriteFromPixels } from './marker-raster';
import { markerSlots, OFFSET_VIDEO, spriteBase, SPRITES_PER_STATUS } from './marker-slots';
import { worldSize } from './projection';

// A fourth status, listed second (so drawn under visited and over planned) with a new code and a
// checkbox of its own: everything below is built from this table, as the app is from STATUS_TABLE.
const BOOKED: StatusRow = {
  value: 'booked',
  code: 3,
  label: 'Booked',
  color: '#a855f7',
  group: 'booked',
  // Class names here would end up in the app's CSS: the test needs none.
  badge: '',
  pressed: '',
};
const TABLE: readonly StatusRow[] = [STATUS_TABLE[0], BOOKED, ...STATUS_TABLE.slice(1)];
const statuses = defineStatuses(TABLE);
const slots = markerSlots(TABLE);

const place = (id: number, status: string, longitude = 0, hasVideo = false): PlaceSummary => ({
  id,
  // The production types know three statuses; this place has the table's fourth.
  status: status as LocationStatus,
  latitude: 0,
  longitude,
  hasVideo,
  name: `Place ${id}`,
  type: 'city',
  country: 'Nowhere',
  state: null,
});
const places = [place(1, 'visited'), place(2, 'booked'), place(3, 'wishlist'), place(4, 'planned')];

describe('a fourth status in the status table', () => {
  it('gets its own colour slot and sprites, between the statuses around it', () => {
    expect(slots.drawOrder).toEqual(['wishlist', 'planned', 'booked', 'visited']);
    expect(slots.colors[slots.slotOf.get('booked')!]).toBe('#a855f7');
    expect(new Set(slots.colors).size).toBe(4);

    const points = toMarkerPoints(places, slots);
    expect(points.groupEnd).toEqual([1, 2, 3, 4]);
    expect([...points.source]).toEqual([2, 3, 1, 0]);
  });

  it('is painted with its own sprite, over the statuses listed after it and under those before it', () => {
    const scale = worldSize(3);
    const view = { originX: scale / 2, originY: scale / 2, width: 100, height: 50, scale, ratio: 1 };
    const lngAt = (x: number) => (x / scale) * 360;
    // A 4×4 solid sprite per kind, each a different red, to see which one won a pixel.
    const sprites = Array.from({ length: TABLE.length * SPRITES_PER_STATUS }, (_, kind) => {
      const pixels = new Uint8ClampedArray(4 * 4 * 4);
      for (let i = 0; i < 16; i++) pixels.set([kind * 30, 0, 0, 255], i * 4);
      return spriteFromPixels(pixels, 4);
    });
    const redAt = (painter: MarkerPainter, x: number) => painter.raster.pixels[x * 4];
    const booked = spriteBase(slots.slotOf.get('booked')!) + OFFSET_VIDEO;
    const visited = spriteBase(slots.slotOf.get('visited')!);

    const painter = new MarkerPainter();
    const alone = [place(1, 'booked', lngAt(20), true), place(2, 'wishlist', lngAt(20))];
    expect(painter.paint(toMarkerPoints(alone, slots), sprites, view)).toBe(2);
    expect(redAt(painter, 20)).toBe(booked * 30);

    const under = [...alone, place(3, 'visited', lngAt(20))];
    expect(painter.paint(toMarkerPoints(under, slots), sprites, view)).toBe(3);
    expect(redAt(painter, 20)).toBe(visited * 30);

    // A fifth status makes ten sprite kinds, more than a byte's bits: identical markers on one
    // pixel are still painted once, and different ones each.
    const five = markerSlots([...TABLE, { ...BOOKED, value: 'someday', code: 4, group: 'someday' }]);
    const stacked = [
      place(1, 'visited', lngAt(20)),
      place(2, 'visited', lngAt(20)),
      place(3, 'wishlist', lngAt(20)),
    ];
    const fiveSprites = Array.from({ length: 10 }, (_, kind) => sprites[kind % sprites.length]!);
    expect(painter.paint(toMarkerPoints(stacked, five), fiveSprites, view)).toBe(2);
  });

  it('passes a filter on it, by its own checkbox, and reads back from the map data code and the URL', () => {
    expect(statuses.isStatus('booked')).toBe(true);
    expect(statuses.groups.map((g) => g.label)).toEqual(['Visited', 'Booked', 'Planned']);
    const ticked = statuses.toggleGroup([], 'booked');
    expect(ticked).toEqual(['booked']);
    const shown = filterPlaces(places, { ...EMPTY_FILTERS, statuses: ticked as LocationStatus[] });
    expect(shown.map((p) => p.id)).toEqual([2]);
    expect(statuses.toggleGroup(['visited', 'booked'], 'booked')).toEqual(['visited']);
    expect(statuses.statusOfCode(statuses.codeOf('booked'))).toBe('booked');
    expect(statuses.codeOf('wishlist')).toBe(2);
  });

  it('is counted on its own and in its group, leaving the others as they were', () => {
    expect(statuses.countByStatus(places)).toEqual({ visited: 1, booked: 1, planned: 1, wishlist: 1 });
    expect(statuses.countByGroup(places)).toEqual({ visited: 1, booked: 1, planned: 2 });
  });
});
