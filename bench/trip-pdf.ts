// npx tsx bench/trip-pdf.ts — the trip pack's PDF (src/server/packs/trip-pdf.ts) of a generated trip
// of 50, 500 and 2,000 stops (20 a day), each stop with its own 640 px photo to resize, as the
// export route makes it. Prints the time and the size of each. Asserts nothing.
import { renderTripPdf } from '../src/server/packs/trip-pdf';
import { generatedTrip, samplePhoto } from '../tests/fixtures/trips/pdf-trip';

const SIZES = (process.env.STOPS ?? '50,500,2000').split(',').map(Number);
const photo = await samplePhoto();
const site = { name: 'Fru World', url: 'https://fru.world' };

// A first, small run reads the fonts and the atlases, as the server's first PDF would.
await renderTripPdf({ trip: generatedTrip(5), tracks: [], readPhoto: async () => photo, site });

for (const stops of SIZES) {
  const trip = generatedTrip(stops);
  const started = performance.now();
  const pdf = await renderTripPdf({ trip, tracks: [], readPhoto: async () => photo, site });
  const ms = performance.now() - started;
  const mb = pdf.length / 1024 / 1024;
  console.log(
    `${String(stops).padStart(5)} stops, ${trip.days.length} days: ${(ms / 1000).toFixed(2)} s, ${mb.toFixed(1)} MB`,
  );
}
