import L from 'leaflet';
import { STATUS_COLORS, type LocationStatus } from '../../../shared/location';
import type { PlaceSummary } from '../../../shared/map-data';
import { GridIndex } from './grid-index';
import {
  HIT_RADIUS,
  MARKER_OUTLINE,
  MARKER_RADIUS,
  VIDEO_DOT_COLOR,
  VIDEO_DOT_OFFSET,
  VIDEO_DOT_RADIUS,
} from './map-constants';
import { normalizedX, normalizedY, worldSize } from './projection';

/** Later groups are drawn on top: visited places, the heart of the map, stay visible. */
const DRAW_ORDER: readonly LocationStatus[] = ['wishlist', 'planned', 'visited'];
const TAU = Math.PI * 2;
/** How far the canvas reaches beyond the view on each side, so a short pan needs no redraw. */
const PADDING = 0.15;
const GRID_CELL = 32;
/** Keeps the overlapping edge markers drawn while a pan reveals them. */
const EDGE = MARKER_RADIUS + MARKER_OUTLINE + VIDEO_DOT_OFFSET;

export interface MarkersDrawn {
  /** Places in the layer (every one is drawn where it lies). */
  total: number;
  /** Markers painted in this frame (inside the canvas, after merging exact overlaps). */
  painted: number;
  /** True for the first frame that shows a newly set list of places. */
  newData: boolean;
}

export interface CanvasMarkersHandlers {
  onMarkerClick?: (place: PlaceSummary) => void;
  onDraw?: (drawn: MarkersDrawn) => void;
}

interface Frame {
  zoom: number;
  /** Layer point of the canvas's top-left corner, and its geographic position for zoom animations. */
  topLeft: L.Point;
  topLeftLatLng: L.LatLng;
  padding: L.Point;
}

/** Leaflet's own (undocumented but stable) helpers that its renderers and overlays animate with. */
interface MapInternals {
  _latLngToNewLayerPoint(latlng: L.LatLng, zoom: number, center: L.LatLng): L.Point;
}

/**
 * Every place as a circle in its status colour, with a red dot for places with videos, drawn on
 * one <canvas>: no DOM node per marker. Points are projected once per data set and sorted by
 * colour so each colour is one path; only points inside the canvas are drawn, and points that
 * land on the same pixel are drawn once. A grid per zoom answers clicks and hovers.
 */
export class CanvasMarkersLayer extends L.Layer {
  private places: readonly PlaceSummary[] = [];
  /** Per point, in draw order (grouped by colour). */
  private nx = new Float64Array(0);
  private ny = new Float64Array(0);
  private video = new Uint8Array(0);
  private source = new Int32Array(0);
  private groupEnd: number[] = [0, 0, 0];
  private grid: { zoom: number; index: GridIndex } | null = null;

  private leaflet: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private occupancy = new Uint8Array(0);
  private videoDots = new Float32Array(0);
  private frame: Frame | null = null;
  private pendingFrame = 0;
  private animatingZoom = false;
  private dataIsNew = true;
  private hovering = false;

  constructor(private readonly handlers: CanvasMarkersHandlers = {}) {
    super();
  }

  setPlaces(places: readonly PlaceSummary[]): this {
    if (places === this.places) return this;
    this.places = places;
    const n = places.length;
    this.nx = new Float64Array(n);
    this.ny = new Float64Array(n);
    this.video = new Uint8Array(n);
    this.source = new Int32Array(n);
    this.videoDots = new Float32Array(0);
    // Counting sort by draw group keeps each colour contiguous: one path per colour.
    const counts = [0, 0, 0];
    const groupOf = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const g = DRAW_ORDER.indexOf(places[i]!.status);
      groupOf[i] = g < 0 ? 0 : g;
      counts[groupOf[i]!]!++;
    }
    const next = [0, counts[0]!, counts[0]! + counts[1]!];
    this.groupEnd = [counts[0]!, counts[0]! + counts[1]!, n];
    let videos = 0;
    for (let i = 0; i < n; i++) {
      const place = places[i]!;
      const at = next[groupOf[i]!]!++;
      this.nx[at] = normalizedX(place.longitude);
      this.ny[at] = normalizedY(place.latitude);
      this.video[at] = place.hasVideo ? 1 : 0;
      this.source[at] = i;
      if (place.hasVideo) videos++;
    }
    this.videoDots = new Float32Array(videos * 2);
    this.grid = null;
    this.dataIsNew = true;
    if (this.canvas) {
      this.canvas.setAttribute('aria-label', `Map of ${n.toLocaleString('en-US')} places`);
      this.draw();
    }
    return this;
  }

  override onAdd(map: L.Map): this {
    this.leaflet = map;
    const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Map of ${this.places.length.toLocaleString('en-US')} places`);
    canvas.style.pointerEvents = 'none';
    this.canvas = canvas;
    this.getPane()?.appendChild(canvas);
    map.on('moveend', this.onMoveEnd);
    map.on('move', this.onMove);
    map.on('zoom', this.onZoom);
    map.on('zoomanim', this.onZoomAnim);
    map.on('viewreset resize', this.onMoveEnd);
    map.on('click', this.onClick);
    map.on('mousemove', this.onMouseMove);
    map.on('mouseout dragstart', this.clearHover);
    this.dataIsNew = true;
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend', this.onMoveEnd);
    map.off('move', this.onMove);
    map.off('zoom', this.onZoom);
    map.off('zoomanim', this.onZoomAnim);
    map.off('viewreset resize', this.onMoveEnd);
    map.off('click', this.onClick);
    map.off('mousemove', this.onMouseMove);
    map.off('mouseout dragstart', this.clearHover);
    cancelAnimationFrame(this.pendingFrame);
    this.pendingFrame = 0;
    this.clearHover();
    this.canvas?.remove();
    this.canvas = null;
    this.frame = null;
    this.leaflet = null;
    return this;
  }

  /** The place under a container point (pixels from the map's top-left corner), if any. */
  placeAt(containerPoint: L.Point): PlaceSummary | undefined {
    const map = this.leaflet;
    if (!map || this.places.length === 0) return undefined;
    const zoom = map.getZoom();
    if (this.grid?.zoom !== zoom) this.grid = { zoom, index: new GridIndex(this.nx, this.ny, worldSize(zoom), GRID_CELL) };
    const world = map.containerPointToLayerPoint(containerPoint).add(map.getPixelOrigin());
    const hit = this.grid.index.nearest(world.x, world.y, HIT_RADIUS);
    return hit < 0 ? undefined : this.places[this.source[hit]!];
  }

  private readonly onMoveEnd = () => {
    this.animatingZoom = false;
    this.draw();
  };

  // A drag moves the canvas with the map pane; redraw only once the view leaves the padded canvas.
  private readonly onMove = () => {
    const map = this.leaflet;
    const frame = this.frame;
    if (!map || !frame || this.animatingZoom) return;
    const viewTopLeft = map.containerPointToLayerPoint([0, 0]);
    const dx = Math.abs(viewTopLeft.x - (frame.topLeft.x + frame.padding.x));
    const dy = Math.abs(viewTopLeft.y - (frame.topLeft.y + frame.padding.y));
    if (dx > frame.padding.x || dy > frame.padding.y) this.scheduleDraw();
  };

  // Pinch and fly-to zoom without a CSS animation: redraw at the fractional zoom, once per frame.
  private readonly onZoom = () => {
    if (!this.animatingZoom) this.scheduleDraw();
  };

  private readonly onZoomAnim = (event: L.ZoomAnimEvent) => {
    const map = this.leaflet;
    const frame = this.frame;
    if (!map || !frame || !this.canvas) return;
    this.animatingZoom = true;
    const scale = map.getZoomScale(event.zoom, frame.zoom);
    const offset = (map as unknown as MapInternals)._latLngToNewLayerPoint(frame.topLeftLatLng, event.zoom, event.center);
    L.DomUtil.setTransform(this.canvas, offset, scale);
  };

  private readonly onClick = (event: L.LeafletMouseEvent) => {
    const place = this.placeAt(event.containerPoint);
    if (place) this.handlers.onMarkerClick?.(place);
  };

  private readonly onMouseMove = (event: L.LeafletMouseEvent) => {
    const hit = this.placeAt(event.containerPoint) !== undefined;
    if (hit === this.hovering) return;
    this.hovering = hit;
    if (this.leaflet) this.leaflet.getContainer().style.cursor = hit ? 'pointer' : '';
  };

  private readonly clearHover = () => {
    if (!this.hovering) return;
    this.hovering = false;
    if (this.leaflet) this.leaflet.getContainer().style.cursor = '';
  };

  private scheduleDraw() {
    if (this.pendingFrame) return;
    this.pendingFrame = requestAnimationFrame(() => {
      this.pendingFrame = 0;
      this.draw();
    });
  }

  private draw() {
    const map = this.leaflet;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    cancelAnimationFrame(this.pendingFrame);
    this.pendingFrame = 0;

    const size = map.getSize();
    const padding = size.multiplyBy(PADDING).round();
    const topLeft = map.containerPointToLayerPoint(padding.multiplyBy(-1)).round();
    const width = size.x + padding.x * 2;
    const height = size.y + padding.y * 2;
    const ratio = window.devicePixelRatio || 1;
    const zoom = map.getZoom();
    this.frame = { zoom, topLeft, topLeftLatLng: map.layerPointToLatLng(topLeft), padding };

    L.DomUtil.setPosition(canvas, topLeft);
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);

    const painted = this.paint(ctx, map, topLeft, width, height, zoom);
    const newData = this.dataIsNew;
    this.dataIsNew = false;
    this.handlers.onDraw?.({ total: this.places.length, painted, newData });
  }

  private paint(ctx: CanvasRenderingContext2D, map: L.Map, topLeft: L.Point, width: number, height: number, zoom: number): number {
    const scale = worldSize(zoom);
    const origin = topLeft.add(map.getPixelOrigin());
    const cells = width * height;
    if (this.occupancy.length < cells) this.occupancy = new Uint8Array(cells);
    else this.occupancy.fill(0, 0, cells);
    const { nx, ny, video, occupancy, videoDots } = this;
    const minX = -EDGE;
    const maxX = width + EDGE;
    const minY = -EDGE;
    const maxY = height + EDGE;
    let painted = 0;
    let dots = 0;

    ctx.lineWidth = MARKER_OUTLINE;
    ctx.strokeStyle = '#ffffff';
    let start = 0;
    for (let g = 0; g < DRAW_ORDER.length; g++) {
      const end = this.groupEnd[g]!;
      let inGroup = 0;
      ctx.beginPath();
      for (let i = start; i < end; i++) {
        const x = Math.round(nx[i]! * scale - origin.x);
        if (x < minX || x > maxX) continue;
        const y = Math.round(ny[i]! * scale - origin.y);
        if (y < minY || y > maxY) continue;
        // Markers on the very same pixel look identical: draw one (dense areas at low zoom).
        if (x >= 0 && x < width && y >= 0 && y < height) {
          const bit = 1 << (g * 2 + video[i]!);
          const cell = y * width + x;
          if (occupancy[cell]! & bit) continue;
          occupancy[cell] = occupancy[cell]! | bit;
        }
        ctx.moveTo(x + MARKER_RADIUS, y);
        ctx.arc(x, y, MARKER_RADIUS, 0, TAU);
        inGroup++;
        if (video[i] === 1) {
          videoDots[dots++] = x + VIDEO_DOT_OFFSET;
          videoDots[dots++] = y - VIDEO_DOT_OFFSET;
        }
      }
      if (inGroup > 0) {
        ctx.fillStyle = STATUS_COLORS[DRAW_ORDER[g]!];
        ctx.fill();
        ctx.stroke();
      }
      painted += inGroup;
      start = end;
    }

    if (dots > 0) {
      ctx.beginPath();
      for (let d = 0; d < dots; d += 2) {
        const x = videoDots[d]!;
        const y = videoDots[d + 1]!;
        ctx.moveTo(x + VIDEO_DOT_RADIUS, y);
        ctx.arc(x, y, VIDEO_DOT_RADIUS, 0, TAU);
      }
      ctx.fillStyle = VIDEO_DOT_COLOR;
      ctx.lineWidth = 1.5;
      ctx.fill();
      ctx.stroke();
    }
    return painted;
  }
}
