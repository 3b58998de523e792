// Leaflet as the home map needs it: the map with its handlers, tiles and the zoom and attribution
// controls, from Leaflet's own ES modules. Builds resolve `leaflet` here (vite.config.ts), so the
// map's chunk leaves out what only a popup, a shape or a pin needs; those come from ./extras.js,
// loaded with the code that uses them. Types are Leaflet's own (@types/leaflet): `import L from
// 'leaflet'` reads the same in the editor and the build.
import * as Core from 'leaflet/src/core/index.js';
import * as Dom from 'leaflet/src/dom/index.js';
import * as Geometry from 'leaflet/src/geometry/index.js';
import * as Geo from 'leaflet/src/geo/index.js';
import { Map, createMap as map } from 'leaflet/src/map/Map.js';
import { BoxZoom } from 'leaflet/src/map/handler/Map.BoxZoom.js';
import { DoubleClickZoom } from 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
import { Drag } from 'leaflet/src/map/handler/Map.Drag.js';
import { Keyboard } from 'leaflet/src/map/handler/Map.Keyboard.js';
import { ScrollWheelZoom } from 'leaflet/src/map/handler/Map.ScrollWheelZoom.js';
import { TapHold } from 'leaflet/src/map/handler/Map.TapHold.js';
import { TouchZoom } from 'leaflet/src/map/handler/Map.TouchZoom.js';
import { Layer } from 'leaflet/src/layer/Layer.js';
import { LayerGroup, layerGroup } from 'leaflet/src/layer/LayerGroup.js';
import { GridLayer, gridLayer } from 'leaflet/src/layer/tile/GridLayer.js';
import { TileLayer, tileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
import { Control, control } from 'leaflet/src/control/Control.js';
import { Zoom, zoom } from 'leaflet/src/control/Control.Zoom.js';
import { Attribution, attribution } from 'leaflet/src/control/Control.Attribution.js';

Object.assign(Map, { BoxZoom, DoubleClickZoom, Drag, Keyboard, ScrollWheelZoom, TapHold, TouchZoom });
Object.assign(Control, { Zoom, Attribution });
Object.assign(control, { zoom, attribution });

export * from 'leaflet/src/core/index.js';
export * from 'leaflet/src/dom/index.js';
export * from 'leaflet/src/geometry/index.js';
export * from 'leaflet/src/geo/index.js';
export {
  Map,
  map,
  Layer,
  LayerGroup,
  layerGroup,
  GridLayer,
  gridLayer,
  TileLayer,
  tileLayer,
  Control,
  control,
};

const L = {
  ...Core,
  ...Dom,
  ...Geometry,
  ...Geo,
  Map,
  map,
  Layer,
  LayerGroup,
  layerGroup,
  GridLayer,
  gridLayer,
  TileLayer,
  tileLayer,
  Control,
  control,
};
export default L;
