// Baseline 1: the usual react-leaflet page, one <Marker> component (and DOM node) per place.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MapContainer, Marker, Popup } from 'react-leaflet';
import L, { type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { PlaceSummary } from '../../src/shared/map-data';
import { CENTER, ZOOM, loadPlaces, markDrawn } from './shared';

const icon = L.divIcon({ className: 'baseline-marker', html: '', iconSize: [12, 12] });

function Markers({ places }: { places: PlaceSummary[] }) {
  useEffect(() => markDrawn(places.length), [places]);
  return places.map((place) => (
    <Marker key={place.id} position={[place.latitude, place.longitude]} icon={icon}>
      <Popup>{place.name}</Popup>
    </Marker>
  ));
}

function App() {
  const [places, setPlaces] = useState<PlaceSummary[]>([]);
  useEffect(() => void loadPlaces().then(setPlaces), []);
  return (
    <MapContainer
      center={CENTER}
      zoom={ZOOM}
      style={{ height: '100vh' }}
      ref={(map: LeafletMap | null) =>
        void ((window as unknown as { __benchMap?: LeafletMap }).__benchMap = map ?? undefined)
      }
    >
      {places.length > 0 && <Markers places={places} />}
    </MapContainer>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
