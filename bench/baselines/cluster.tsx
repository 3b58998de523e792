// Baseline 2: Leaflet.markercluster, the usual answer to "too many markers".
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { MapContainer, useMap } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { CENTER, ZOOM, loadPlaces, markDrawn } from './shared';

function Clusters() {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    (window as unknown as { __benchMap?: L.Map }).__benchMap = map;
    // The plugin's defaults, as most sites use it.
    let group: L.MarkerClusterGroup | undefined;
    // The plugin extends the global L, so it loads after L is global (a copy: module namespaces are read-only).
    const global = { ...L } as typeof L;
    (window as unknown as { L: typeof L }).L = global;
    void Promise.all([loadPlaces(), import('leaflet.markercluster')]).then(([places]) => {
      group = global.markerClusterGroup();
      group.addLayers(places.map((p) => L.circleMarker([p.latitude, p.longitude], { radius: 6 })));
      map.addLayer(group);
      if (!done.current) {
        done.current = true;
        markDrawn(places.length);
      }
    });
    return () => void (group && map.removeLayer(group));
  }, [map]);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <MapContainer center={CENTER} zoom={ZOOM} maxZoom={18} style={{ height: '100vh' }}>
    <Clusters />
  </MapContainer>,
);
