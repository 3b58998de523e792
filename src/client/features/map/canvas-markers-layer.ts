import L from 'leaflet';
import type { PlaceSummary } from '#shared/map-data.ts';
import { markerSprites } from './first-paint';
import { GridIndex } from './grid-index';
import { HIT_RADIUS, KEYBOARD_HIT_RADIUS } from './map-constants';
import { MarkerPainter, sameMarkers, toMarkerPoints, type MarkerPoints } from './marker-painter';
import { createMarkersCanvas, markersLabel } from './markers-canvas';
import type { MarkersDrawn } from './markers-drawn';
import { worldSize } from './projection';

/** How far the canvas reaches beyond the view on each side, so a short pan needs no redraw. */
const PADDING = 0.15;
const GRID_CELL = 32;

export type OpenedBy = 'pointer' | 'keyboard';

export interface CanvasMarkersHandlers {
  /** `at` is the place's position in the world copy that was clicked (longitude shifted by 360°s). */
  onMarkerClick?: (place: PlaceSummary, at: L.LatLng, by: OpenedBy) => void;
  /** Enter on the focused map found no place under the ring at its centre. */
  onKeyboardMiss?: () => void;
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
 * colour, so each colour is drawn as one batch from one pre-rendered sprite; only points inside
 * the canvas are drawn, and points that land on the same pixel are drawn once. A grid per zoom
 * answers clicks and hovers.
 */
export class CanvasMarkersLayer extends L.Layer {
  private places: readonly PlaceSummary[] = [];
  private points: MarkerPoints = toMarkerPoints([]);
  private grid: { zoom: number; index: GridIndex } | null = null;

  private leaflet: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private readonly painter = new MarkerPainter();
  private frame: Frame | null = null;
  private pendingFrame = 0;
  private animatingZoom = false;
  private dataIsNew = true;
  private hovering = false;
  /** An earlier paint of the first view (coverUntilDrawn), and whether places have been set since. */
  private cover: { element: HTMLElement; at: number } | null = null;
  private hasPlaces = false;

  constructor(private handlers: CanvasMarkersHandlers = {}) {
    super();
  }

  /** Replaces the handlers (the map view taking over the early map's layer). */
  handle(handlers: CanvasMarkersHandlers): this {
    this.handlers = handlers;
    return this;
  }

  /**
   * Leaves `element`, a paint of these markers at this view made before the layer existed (the
   * early paint: src/client/early-paint.ts), on screen until the layer first draws the places it is
   * given, and removes it then: those markers have been shown since `at`, when it was painted.
   */
  coverUntilDrawn(element: HTMLElement, at: number): this {
    this.cover = { element, at };
    return this;
  }

  setPlaces(places: readonly PlaceSummary[]): this {
    if (places === this.places) return this;
    this.hasPlaces = true;
    const first = this.places.length === 0;
    // The same markers with other names (a visitor's names arriving, a place renamed) keep their
    // points and grid: only painted again (a click now gives the new objects).
    if (!sameMarkers(this.places, places)) {
      this.points = toMarkerPoints(places);
      this.grid = null;
      this.dataIsNew = true;
    }
    this.places = places;
    if (this.canvas) {
      this.canvas.setAttribute('aria-label', markersLabel(places.length));
      // Places that follow none (the first ones, or results after an empty search) are painted in
      // the next frame, in a task of their own: the page's start (the map and its tiles being
      // created, the places decoded) and the markers' first paint are then shorter tasks instead of
      // one long one. A list that replaces shown places (a search, a filter) is painted at once.
      if (this.frame && !first) this.draw();
      else this.scheduleDraw();
    }
    return this;
  }

  override onAdd(map: L.Map): this {
    this.leaflet = map;
    this.canvas = createMarkersCanvas(this.places.length);
    this.getPane()?.appendChild(this.canvas);
    // The sprites are drawn now, in the task that creates the map, so that the first paint of the
    // markers (the next frame's task) does not also pay for them.
    markerSprites(window.devicePixelRatio || 1);
    this.dataIsNew = true;
    // Painted in the next frame: the places usually arrive in the same commit, and are then
    // painted once rather than an empty canvas first.
    this.scheduleDraw();
    return this;
  }

  /**
   * The map events this layer listens to, declared once: Leaflet's Layer subscribes them when the
   * layer is added and unsubscribes the same handlers when it is removed (`_layerAdd`), as its
   * renderers do. The handlers are arrow functions, bound once per layer.
   */
  override getEvents() {
    // No `viewreset`: Leaflet fires it only from a view reset, right after that reset's `moveend`,
    // which has drawn the new view already.
    const events: L.LeafletEventHandlerFnMap = {
      moveend: this.onMoveEnd,
      resize: this.onMoveEnd,
      move: this.onMove,
      zoom: this.onZoom,
      zoomanim: this.onZoomAnim,
      click: this.onClick,
      // Leaflet's map fires the keys pressed on its focused container as its own keydown events.
      keydown: this.onKeyDown,
      mousemove: this.onMouseMove,
      mouseout: this.clearHover,
      dragstart: this.clearHover,
    };
    // @types/leaflet types getEvents' handlers as taking any event; Leaflet passes each its own.
    return events as Record<string, L.LeafletEventHandlerFn>;
  }

  override onRemove(): this {
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
  placeAt(containerPoint: L.Point, radius = HIT_RADIUS): PlaceSummary | undefined {
    const map = this.leaflet;
    if (!map || this.places.length === 0) return undefined;
    const zoom = map.getZoom();
    const scale = worldSize(zoom);
    if (this.grid?.zoom !== zoom)
      this.grid = { zoom, index: new GridIndex(this.points.nx, this.points.ny, scale, GRID_CELL) };
    const world = map.containerPointToLayerPoint(containerPoint).add(map.getPixelOrigin());
    // Every copy of the world shows the same markers.
    const x = ((world.x % scale) + scale) % scale;
    const hit = this.grid.index.nearest(x, world.y, radius);
    return hit < 0 ? undefined : this.places[this.points.source[hit]!];
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
    const offset = (map as unknown as MapInternals)._latLngToNewLayerPoint(
      frame.topLeftLatLng,
      event.zoom,
      event.center,
    );
    L.DomUtil.setTransform(this.canvas, offset, scale);
  };

  private readonly onClick = (event: L.LeafletMouseEvent) => {
    const place = this.placeAt(event.containerPoint);
    if (place) this.open(place, event.latlng, 'pointer');
  };

  // Canvas markers cannot take focus: Enter or Space on the focused map opens the place under the
  // ring drawn at its centre (see map.css), after the arrow keys and +/- have brought it there.
  private readonly onKeyDown = ({ originalEvent: event }: L.LeafletKeyboardEvent) => {
    const map = this.leaflet;
    if (!map || event.target !== map.getContainer()) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const centre = map.getSize().divideBy(2);
    const place = this.placeAt(centre, KEYBOARD_HIT_RADIUS);
    if (place) this.open(place, map.containerPointToLatLng(centre), 'keyboard');
    else this.handlers.onKeyboardMiss?.();
  };

  /** Opens a place found near `near`, in the world copy `near` is in. */
  private open(place: PlaceSummary, near: L.LatLng, by: OpenedBy) {
    const copy = Math.round((near.lng - place.longitude) / 360);
    this.handlers.onMarkerClick?.(place, L.latLng(place.latitude, place.longitude + copy * 360), by);
  }

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
    const started = performance.now();
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
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    // A map with no size yet (a hidden parent) is drawn on its first resize.
    if (pixelWidth === 0 || pixelHeight === 0) return;
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    // A window moved to a screen of another pixel ratio gets sprites at that ratio.
    const painted = this.painter.paint(this.points, markerSprites(ratio), {
      originX: topLeft.x + map.getPixelOrigin().x,
      originY: topLeft.y + map.getPixelOrigin().y,
      width,
      height,
      scale: worldSize(zoom),
      ratio,
    });
    ctx.putImageData(new ImageData(this.painter.raster.pixels, pixelWidth, pixelHeight), 0, 0);
    const newData = this.dataIsNew;
    this.dataIsNew = false;
    const cover = this.hasPlaces ? this.cover : null;
    cover?.element.remove();
    if (cover) this.cover = null;
    // The benchmark reads these: how long each redraw of the markers took.
    performance.measure('fru:markers-redraw', { start: started });
    this.handlers.onDraw?.({ total: this.places.length, painted, newData, shownSince: cover?.at });
  }
}
