// npx tsx bench/trip-pdf.ts — the trip pack's PDF (src/server/packs/trip-pdf.ts) of a generated trip
// of 50, 500 and 2,000 stops (20 a day; STOPS=… changes them), with a 640 px photo to resize at each
// stop and without photos. Prints the wall time, the CPU time of the process (sharp's threads
// included: on a shared machine it says more than the wall time) and the file's size. Asserts nothing.
import { renderTripPdf } from '../src/server/packs/trip-pdf';
import { generatedTrip, samplePhoto } from '../tests/fixtures/trips/pdf-trip';

const SIZES = (process.env.STOPS ?? '50,500,2000').split(',').map(Number);
const photo = await samplePhoto();
const site = { name: 'Fru World', url: 'https://fru.world' };

// A first, small run reads the fonts and the atlases, as the server's first PDF would.
await renderTripPdf({ trip: generatedTrip(5), tracks: [], readPhoto: async () => photo, site });

for (const stops of SIZES)
  for (const photos of [true, false]) {
    const trip = generatedTrip(stops, { photos });
    const [started, cpu] = [performance.now(), process.cpuUsage()];
    const pdf = await renderTripPdf({ trip, tracks: [], readPhoto: async () => photo, site });
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    console.log(
      `${String(stops).padStart(5)} stops, ${trip.days.length} days, ${photos ? 'a photo each' : 'no photos  '}: ` +
        `${wall.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU, ${(pdf.length / 1024 / 1024).toFixed(1)} MB`,
    );
  }
