import type { LatLng, Map as LeafletMap } from 'leaflet';
import type { MapDataWire, MapPlace, PlaceSummary } from '#shared/map-data.ts';
import type { CanvasMarkersLayer, OpenedBy } from './canvas-markers-layer';

// A visitor's home page paints its markers before the app has started (src/client/early-map.ts),
// and the app takes that map and its places over instead of asking and drawing again. Only types
// are imported here: the app's own first chunks load no Leaflet for it.

/**
 * What the early paint (src/client/early-paint.ts, inline in a visitor's home page) leaves on
 * `window.fruEarlyPaint` for the early map (early-map.ts) to take over.
 */
export interface EarlyPaint {
  /** Where the map goes: below the header, beside the sidebar, as the app lays it out. */
  frame: HTMLElement;
  /** The map data (the answer to the page's preload). */
  wire: Promise<MapDataWire>;
  /** The canvas with the first view's markers, and when it was painted (performance.now()). */
  painted?: { canvas: HTMLCanvasElement; at: number };
}

declare global {
  interface Window {
    fruEarlyPaint?: EarlyPaint;
  }
}

/** The map painted before the app started, and the element that places it until the app takes it. */
export interface EarlyMap {
  map: LeafletMap;
  markers: CanvasMarkersLayer;
  frame: HTMLElement;
  /** Sets the map's view and adds its markers, unless done already (the early map does it a task after it starts). */
  start: () => void;
  /** A place clicked before the app took the map over: the app opens it then. */
  opened?: { place: PlaceSummary; at: LatLng; by: OpenedBy };
}

let places: Promise<MapPlace[]> | undefined;
let early: EarlyMap | undefined;
/** Once the app has gone its own way, an early map that comes late is not wanted. */
let closed = false;

/** Whether an early map may still start (the app has not asked for its places yet). */
export function earlyMapWanted(): boolean {
  return !closed;
}

/** The early map and the places it asked for, for the app to take. */
export function offerEarlyMap(offered: EarlyMap, placesAsked: Promise<MapPlace[]>): void {
  early = offered;
  places = placesAsked;
}

/** The places the early map asked for, once (later reads ask the server themselves). */
export function takeEarlyPlaces(): Promise<MapPlace[]> | undefined {
  const taken = places;
  places = undefined;
  closed = true;
  return taken;
}

/** The early map, if there is one to take, without taking it (a render may be thrown away). */
export function peekEarlyMap(): EarlyMap | undefined {
  return early;
}

/** The early map, once, for the map view to adopt. */
export function takeEarlyMap(): EarlyMap | undefined {
  const taken = early;
  early = undefined;
  closed = true;
  return taken;
}

/**
 * Removes the early paint's frame (src/client/early-paint.ts) and what is left in it: the app's
 * map or screen has its own, and nothing must cover it (the early map's script failed, or the
 * visitor has left the page).
 */
export function clearEarlyPaint(): void {
  window.fruEarlyPaint?.frame.remove();
}

/** Removes an early map nobody took (the visitor left the home page before the app showed it). */
export function discardEarlyMap(): void {
  takeEarlyMap()?.map.remove();
  clearEarlyPaint();
}
