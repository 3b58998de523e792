/** What one frame of the marker layer drew (CanvasMarkersLayer's `onDraw`). */
export interface MarkersDrawn {
  /** Places in the layer (every one is drawn where it lies). */
  total: number;
  /** Markers painted in this frame (inside the canvas, after merging exact overlaps). */
  painted: number;
  /** True for the first frame that shows a newly set list of places. */
  newData: boolean;
  /** When they were first on screen, if before this frame: an earlier paint covered the map until now. */
  shownSince?: number;
}

/**
 * Records on the map's element how many markers it holds (`data-marker-count`), how many the
 * last frame painted (`data-markers-painted`) and when the current list was first drawn
 * (`data-markers-drawn`, a performance.now() time), for tests and the benchmark. The early map
 * (early-map.ts) records its paint but not the count: the count says the app's map holds them.
 */
export function recordMarkersDrawn(element: HTMLElement, drawn: MarkersDrawn, { count = true } = {}): void {
  if (count) element.dataset.markerCount = String(drawn.total);
  element.dataset.markersPainted = String(drawn.painted);
  if (drawn.newData) element.dataset.markersDrawn = String(Math.round(drawn.shownSince ?? performance.now()));
}
