// The parts of Leaflet the home map does not draw with (see ./core.js): popups and tooltips,
// markers, vector shapes and their renderers, GeoJSON. Importing this module adds them to the
// map, as Leaflet's own modules do; code that draws one imports it from here.
export { DivOverlay } from 'leaflet/src/layer/DivOverlay.js';
export { Popup, popup } from 'leaflet/src/layer/Popup.js';
export { Tooltip, tooltip } from 'leaflet/src/layer/Tooltip.js';
export { FeatureGroup, featureGroup } from 'leaflet/src/layer/FeatureGroup.js';
export { GeoJSON, geoJSON } from 'leaflet/src/layer/GeoJSON.js';
export * from 'leaflet/src/layer/marker/index.js';
export * from 'leaflet/src/layer/vector/index.js';
