// npm run bench:trip — issue 38's speed target for a trip's page: "A trip page with 500 stops and a
// 50,000-point track: the route drawn with no task over 100 ms, and pan and zoom frames at p95
// within the marker layer's own at 10,000 places." Starts the built site (run `npm run build`
// first), creates through the API 500 places and one public trip of 500 stops over 20 days with a
// 50,000-point GPX track, opens the trip's page in Chromium and records its longest task until the
// route is drawn (and a second after), of the whole load and from the trip's data answered on,
// then the same pans and zooms as the home map's bench, tiles excluded, beside the home map's
// marker layer at 10,000 places measured in the same run.
// Prints the figures (medians of BENCH_RUNS loads, 3 by default); asserts nothing.
import { percentile, round, benchPage, launchBrowser } from './browser';
import { longestTask, openOurMap, ourFrameP95 } from './measure-map';
import { makePlacesDatabase } from './places-database';
import { startServer } from '../tests/e2e/server';
import { createTrip, DAYS, STOPS, TRACK_POINTS } from './trip-page-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MARKER_PLACES = 10_000;
const TRIP_MAP = "document.querySelector('.trip-map').leafletMap";

const log = (message: string) =>
  console.log(`[trip bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

interface PageFigures {
  drawnMs: number;
  longestTaskMs: number;
  /** The longest task once the trip's data had arrived: the itinerary and the route being drawn. */
  drawingTaskMs: number;
  frameP95Ms: number;
}

const median = (runs: PageFigures[], key: keyof PageFigures) =>
  round(
    percentile(
      runs.map((r) => r[key]),
      50,
    ),
  );

async function measureRuns(label: string, measure: () => Promise<PageFigures>): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await measure());
    log(`  ${label}, run ${run + 1} of ${RUNS}: ${JSON.stringify(runs.at(-1))}`);
  }
  return {
    drawnMs: median(runs, 'drawnMs'),
    longestTaskMs: median(runs, 'longestTaskMs'),
    drawingTaskMs: median(runs, 'drawingTaskMs'),
    frameP95Ms: median(runs, 'frameP95Ms'),
  };
}

const browser = await launchBrowser();
try {
  log(`a trip of ${STOPS} stops over ${DAYS} days and a ${TRACK_POINTS.toLocaleString('en-US')}-point track`);
  const tripServer = await startServer();
  let trip: PageFigures;
  try {
    const path = await createTrip(tripServer.url);
    trip = await measureRuns('trip page', async () => {
      const page = await benchPage(browser);
      try {
        await page.goto(`${tripServer.url}${path}`);
        await page.waitForFunction(
          () => document.querySelector<HTMLElement>('.trip-map')?.dataset.routeDrawn,
          undefined,
          {
            timeout: 60_000,
          },
        );
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        const drawnMs = Number(await page.locator('.trip-map').getAttribute('data-route-drawn'));
        const longestTaskMs = await longestTask(page);
        const drawingTaskMs = await longestTask(page, { after: '/api/trips/' });
        const frameP95Ms = await ourFrameP95(page, { getMap: TRIP_MAP });
        return { drawnMs, longestTaskMs, drawingTaskMs, frameP95Ms };
      } finally {
        await page.context().close();
      }
    });
  } finally {
    await tripServer.stop();
  }

  log(`the home map's marker layer at ${MARKER_PLACES.toLocaleString('en-US')} places`);
  const markerServer = await startServer({
    DATABASE_URL: await makePlacesDatabase(MARKER_PLACES),
    SEED_DEMO: 'false',
  });
  let markers: PageFigures;
  try {
    markers = await measureRuns('marker layer', async () => {
      const page = await benchPage(browser);
      try {
        const drawnMs = await openOurMap(page, markerServer.url, MARKER_PLACES);
        await page.waitForTimeout(1000);
        const longestTaskMs = await longestTask(page);
        const drawingTaskMs = await longestTask(page, { after: '/api/locations' });
        return { drawnMs, longestTaskMs, drawingTaskMs, frameP95Ms: await ourFrameP95(page) };
      } finally {
        await page.context().close();
      }
    });
  } finally {
    await markerServer.stop();
  }

  // The browser reports tasks of 50 ms and more; 0 is none of them.
  const longTask = (ms: number) => (ms === 0 ? 'none of 50 ms or more' : `${ms} ms`);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\nTrip page, ${STOPS} stops and a ${TRACK_POINTS.toLocaleString('en-US')}-point track (median of ${RUNS}):`,
  );
  console.log(
    `  route drawn at ${trip.drawnMs} ms; longest task once the trip's data arrived ${longTask(trip.drawingTaskMs)} (target: at most 100 ms)`,
  );
  console.log(`  longest task of the whole load, the app's start included: ${longTask(trip.longestTaskMs)}`);
  console.log(
    `  pan/zoom frame p95 ${trip.frameP95Ms} ms; the marker layer's at ${MARKER_PLACES.toLocaleString('en-US')} places ${markers.frameP95Ms} ms: ${ratio(trip.frameP95Ms, markers.frameP95Ms)} (target: at most 1×)`,
  );
  console.log(
    `  (marker layer: every marker drawn at ${markers.drawnMs} ms, longest task ${markers.longestTaskMs} ms, once its data arrived ${markers.drawingTaskMs} ms)`,
  );
} finally {
  await browser.close();
}
