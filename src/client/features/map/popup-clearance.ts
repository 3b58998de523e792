/** A rectangle in the map's own pixels (0,0 at its top-left corner). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Shift {
  x: number;
  y: number;
}

/** Pixels kept between an open popup and a control, so their shadows do not touch either. */
export const CONTROL_GAP = 8;

const shifted = (box: Box, by: Shift): Box => ({
  left: box.left + by.x,
  top: box.top + by.y,
  right: box.right + by.x,
  bottom: box.bottom + by.y,
});

const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

const area = (box: Box) => (box.right - box.left) * (box.bottom - box.top);

const grown = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  right: box.right + by,
  bottom: box.bottom + by,
});

/**
 * How far to move an opening popup (with the map under it) so that it sits inside `view` and
 * clear of every control: the shortest such move. Controls sit in the map's corners, not along
 * whole edges, so one padding per side (Leaflet's own auto-pan) would either waste the space beside
 * them or let a tall control cover the card; here every edge of every control is a place the
 * popup may stop against. When nothing fits (a card taller than the free room), the move that
 * leaves the least of the card covered or outside wins, keeping its top (its name) in view.
 */
export function clearanceShift(popup: Box, view: Box, controls: readonly Box[], gap = CONTROL_GAP): Shift {
  const obstacles = controls.map((control) => grown(control, gap));
  const xs = [0, view.left - popup.left, view.right - popup.right];
  const ys = [0, view.top - popup.top, view.bottom - popup.bottom];
  for (const box of obstacles) {
    xs.push(box.right - popup.left, box.left - popup.right);
    ys.push(box.bottom - popup.top, box.top - popup.bottom);
  }

  let best: { shift: Shift; hidden: number; topCut: boolean; distance: number } | null = null;
  for (const x of xs) {
    for (const y of ys) {
      const moved = shifted(popup, { x, y });
      const covered = obstacles.reduce((sum, box) => sum + overlapArea(moved, box), 0);
      const hidden = covered + area(moved) - overlapArea(moved, view);
      const topCut = moved.top < view.top;
      const distance = Math.hypot(x, y);
      const better =
        !best ||
        hidden < best.hidden ||
        (hidden === best.hidden &&
          (Number(topCut) < Number(best.topCut) || (topCut === best.topCut && distance < best.distance)));
      if (better) best = { shift: { x, y }, hidden, topCut, distance };
    }
  }
  return best?.shift ?? { x: 0, y: 0 };
}

/**
 * The tallest a popup may be: the view's height when it is narrow enough to stand beside the
 * controls (a free column from top to bottom), else the room between the controls at the top and
 * those at the bottom. Past it the card scrolls inside the popup rather than hiding under a
 * control or past the map's edge (a phone, or a short window).
 */
export function freeHeight(popupWidth: number, view: Box, controls: readonly Box[], gap = CONTROL_GAP) {
  const middle = (view.left + view.right) / 2;
  const leftEdge = Math.max(view.left, ...controls.filter((c) => c.left < middle).map((c) => c.right + gap));
  const rightEdge = Math.min(
    view.right,
    ...controls.filter((c) => c.left >= middle).map((c) => c.left - gap),
  );
  if (rightEdge - leftEdge >= popupWidth) return view.bottom - view.top;
  const centre = (view.top + view.bottom) / 2;
  const top = Math.max(view.top, ...controls.filter((c) => c.top < centre).map((c) => c.bottom + gap));
  const bottom = Math.min(view.bottom, ...controls.filter((c) => c.top >= centre).map((c) => c.top - gap));
  return Math.max(0, bottom - top);
}
