import { markerColumns, type MapDataWire } from '#shared/map-data.ts';
import { DEFAULT_STATUS, STATUS_TABLE } from '#shared/status.ts';
import { MARKER_REACH } from './marker-painter';
import { MARKER_SLOTS, OFFSET_PLAIN, OFFSET_VIDEO, spriteBase } from './marker-slots';
import { drawMarkerSheet } from './marker-sprites';
import { normalizedX, normalizedY, worldSize } from './projection';

/**
 * The map's first view (a centre and zoom: opening-view.ts) of the map data's places on a canvas of the
 * map's size, without Leaflet and without place objects, for the early paint
 * (src/client/early-paint.ts): each marker on the very pixel where the map's canvas layer will
 * draw it (Leaflet's pixel origin is the centre's world pixel less half the size, rounded), in the
 * same order, the same hidden markers left out. The layer stamps sprites into a raster built for
 * panning 100,000 places (marker-painter.ts); this paint, run once with the code still cold, lets
 * the canvas draw them from one sheet. One copy of the world: a view where it repeats is not painted.
 */
export function paintFirstView(
  wire: MapDataWire,
  width: number,
  height: number,
  [latitude, longitude, zoom]: readonly number[],
): HTMLCanvasElement | undefined {
  const scale = worldSize(zoom!);
  if (scale < width + 2 * MARKER_REACH) return undefined;
  const ratio = window.devicePixelRatio || 1;
  const sheet = drawMarkerSheet(MARKER_SLOTS.colors, ratio);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  if (!sheet || !ctx || canvas.width === 0 || canvas.height === 0) return undefined;
  const originX = Math.round(normalizedX(longitude!) * scale - width / 2);
  const originY = Math.round(normalizedY(latitude!) * scale - height / 2);
  const columns = markerColumns(wire);
  const { count, status, video } = columns;
  const { slotOf, colors } = MARKER_SLOTS;
  // The map data sends status codes; decodeMapData reads a code outside the table as DEFAULT_STATUS.
  const slotOfCode: number[] = [];
  for (const row of STATUS_TABLE) slotOfCode[row.code] = slotOf.get(row.value) ?? 0;
  const fallback = slotOf.get(DEFAULT_STATUS) ?? 0;
  // As the layer's painter goes, top first: the last slot's places, each slot's last place first.
  // A marker right under an identical one on the very same pixel is hidden, and skipped; the
  // others are then drawn bottom first.
  const shown = new Set<number>();
  const draws: number[] = [];
  for (let slot = colors.length - 1; slot >= 0; slot--) {
    for (let i = count - 1; i >= 0; i--) {
      if ((slotOfCode[status[i]!] ?? fallback) !== slot) continue;
      const x = Math.round(normalizedX(columns.longitude(i)) * scale - originX);
      const y = Math.round(normalizedY(columns.latitude(i)) * scale - originY);
      if (x < -MARKER_REACH || x > width + MARKER_REACH || y < -MARKER_REACH || y > height + MARKER_REACH)
        continue;
      const kind = spriteBase(slot) + (video[i] === 1 ? OFFSET_VIDEO : OFFSET_PLAIN);
      // Just outside the view too: the layer's canvas reaches beyond it (its padding), and skips
      // them there as well; one drawn twice would darken the edge of what reaches into the view.
      const key =
        ((y + MARKER_REACH) * (width + 2 * MARKER_REACH + 1) + x + MARKER_REACH) * sheet.count + kind;
      if (shown.has(key)) continue;
      shown.add(key);
      draws.push(x, y, kind);
    }
  }
  const { size } = sheet;
  const half = size >> 1;
  for (let d = draws.length - 3; d >= 0; d -= 3) {
    const [x, y, kind] = [draws[d]!, draws[d + 1]!, draws[d + 2]!];
    ctx.drawImage(
      sheet.canvas,
      kind * size,
      0,
      size,
      size,
      Math.round(x * ratio) - half,
      Math.round(y * ratio) - half,
      size,
      size,
    );
  }
  // On the map's own background (map.css, which the page loads with the HTML).
  canvas.className = 'fru-early-paint pointer-events-none absolute top-0 left-0';
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}
