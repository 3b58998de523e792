import { describe, expect, it } from 'vitest';
import { clearanceShift, freeHeight, type Box } from './popup-clearance';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const moved = (b: Box, s: { x: number; y: number }) =>
  box(b.left + s.x, b.top + s.y, b.right - b.left, b.bottom - b.top);
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// A desktop map as the home page draws it: zoom buttons and the shading toggle top-left, the
// count badge top-right, the legend bottom-left.
const view = box(16, 16, 1000 - 32, 720 - 16 - 80);
const zoom = box(10, 10, 34, 66);
const toggle = box(12, 88, 210, 36);
const badge = box(1000 - 12 - 190, 12, 190, 52);
const legend = box(12, 720 - 24 - 130, 150, 130);
const controls = [zoom, toggle, badge, legend];

describe('clearanceShift', () => {
  it('leaves a popup alone when it is clear already', () => {
    expect(clearanceShift(box(400, 200, 380, 300), view, controls, 8)).toEqual({ x: 0, y: 0 });
  });

  it('moves a popup under the top-left controls the shortest way clear of them', () => {
    const popup = box(30, 40, 380, 300);
    const shift = clearanceShift(popup, view, controls, 8);
    const after = moved(popup, shift);
    for (const control of controls) expect(overlaps(after, control)).toBe(false);
    // Below the toggle (92 px down) is nearer than beside it (200 px right): the nearer wins.
    expect(shift).toEqual({ x: 0, y: 124 + 8 - 40 });
  });

  it('keeps a popup near every corner inside the view and off every control', () => {
    for (const popup of [
      box(-100, -50, 380, 300),
      box(800, -80, 380, 300),
      box(-60, 500, 380, 300),
      box(700, 460, 380, 300),
    ]) {
      const after = moved(popup, clearanceShift(popup, view, controls, 8));
      for (const control of controls) expect(overlaps(after, control)).toBe(false);
      expect(after.left).toBeGreaterThanOrEqual(view.left);
      expect(after.top).toBeGreaterThanOrEqual(view.top);
      expect(after.right).toBeLessThanOrEqual(view.right);
      expect(after.bottom).toBeLessThanOrEqual(view.bottom);
    }
  });

  it('keeps the top of a card taller than the view in sight', () => {
    const after = moved(box(300, 100, 380, 900), clearanceShift(box(300, 100, 380, 900), view, controls, 8));
    expect(after.top).toBe(view.top);
  });
});

describe('freeHeight', () => {
  it('gives the whole height of the view when the card fits between the left and right controls', () => {
    expect(freeHeight(380, view, controls, 8)).toBe(view.bottom - view.top);
  });

  it('limits a card as wide as a phone to the room between the top and bottom controls', () => {
    const phone = box(16, 16, 390 - 32, 700 - 16 - 80);
    const phoneControls = [zoom, toggle];
    expect(freeHeight(334, phone, phoneControls, 8)).toBe(phone.bottom - (toggle.bottom + 8));
  });
});
