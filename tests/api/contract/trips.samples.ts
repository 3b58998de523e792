import type { tripsApi } from '../../../src/shared/api/trips';
import type { Trip, TripLink, TripRevision, TripTrack } from '../../../src/shared/trips/trip-schema';
import { createPlace, uniqueName } from './owner-setup';
import type { PartSamples, World } from './samples';

// The trips part. The file routes (route, tracks, export, import and the shared ones) are served by
// routes/trip-files.ts; their samples are here too, as plain as the contract allows.

const MISSING = { id: 2_000_000_000 };

/** A public trip with one stop, made through the API. */
async function newTrip(world: World, visibility = 'public'): Promise<Trip> {
  const place = await createPlace(world, uniqueName('Trip stop'));
  return world.owner<Trip>('POST', '/api/trips', {
    title: uniqueName('Contract trip'),
    visibility,
    days: [{ stops: [{ placeId: place.id }] }],
  });
}

const trashedTrip = async (world: World) => {
  const trip = await newTrip(world);
  await world.owner('DELETE', `/api/trips/${trip.id}`);
  return trip.id;
};

const newLink = async (world: World, trip?: Trip) => {
  const id = (trip ?? (await newTrip(world, 'unlisted'))).id;
  return {
    id,
    link: await world.owner<TripLink>('POST', `/api/trips/${id}/links`, { name: 'Contract link' }),
  };
};

/** A revoked link's token. */
const revokedToken = async (world: World) => {
  const { id, link } = await newLink(world);
  await world.owner('DELETE', `/api/trips/${id}/links/${link.id}`);
  return link.token;
};

/** A finished PDF of a new trip: started, then asked after until it is done. */
async function finishedPdf(world: World) {
  const { id } = await newTrip(world);
  let job = await world.owner<{ id: string; state: string }>('POST', `/api/trips/${id}/pdf`);
  for (let i = 0; i < 300 && (job.state === 'queued' || job.state === 'running'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = await world.owner('GET', `/api/trips/${id}/pdf/${job.id}`);
  }
  return { id, jobId: job.id };
}
const MISSING_PDF = { id: 2_000_000_000, jobId: 'n'.repeat(22) };

const GPX = `<?xml version="1.0"?><gpx version="1.1" creator="contract" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Contract track</name><trkseg><trkpt lat="45.5" lon="-122.6"/><trkpt lat="45.6" lon="-122.5"/></trkseg></trk></gpx>`;
const GPX_HEADERS = { 'content-type': 'application/gpx+xml' };

export const tripsSamples: PartSamples<typeof tripsApi> = {
  list: { good: () => ({}) },
  get: {
    good: async (world) => ({ params: { id: (await newTrip(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  create: {
    good: async (world) => {
      const place = await createPlace(world, uniqueName('Trip stop'));
      return { body: { title: 'Made by the contract test', days: [{ stops: [{ placeId: place.id }] }] } };
    },
    bad: () => ({ body: { title: '', days: [] } }),
  },
  update: {
    good: async (world) => {
      const trip = await newTrip(world);
      return {
        params: { id: trip.id },
        body: { summary: 'Changed by the contract test' },
        headers: { 'if-match': `"${trip.version}"` },
      };
    },
    bad: async (world) => ({
      params: { id: (await newTrip(world)).id },
      body: { days: [{ stops: [{ placeId: MISSING.id }] }] },
    }),
  },
  remove: {
    good: async (world) => ({ params: { id: (await newTrip(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  restore: {
    good: async (world) => ({ params: { id: await trashedTrip(world) } }),
    bad: () => ({ params: MISSING }),
  },
  trash: { good: () => ({}) },
  deleteForever: {
    good: async (world) => ({ params: { id: await trashedTrip(world) } }),
    bad: async (world) => ({ params: { id: (await newTrip(world)).id } }),
  },
  emptyTrash: { good: () => ({}) },
  history: {
    good: async (world) => ({ params: { id: (await newTrip(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  restoreRevision: {
    good: async (world) => {
      const trip = await newTrip(world);
      await world.owner('PATCH', `/api/trips/${trip.id}`, { title: uniqueName('Renamed trip') });
      const history = await world.owner<TripRevision[]>('GET', `/api/trips/${trip.id}/history`);
      return { params: { id: trip.id, revisionId: history.at(-1)!.id } };
    },
    bad: async (world) => ({ params: { id: (await newTrip(world)).id, revisionId: MISSING.id } }),
  },
  route: {
    good: async (world) => ({ params: { id: (await newTrip(world)).id }, query: { zoom: '5' } }),
    bad: async (world) => ({ params: { id: (await newTrip(world)).id }, query: { zoom: '99' } }),
  },
  lines: {
    good: async (world) => {
      await newTrip(world);
      return { query: { zoom: '12', bbox: '-10,-10,10,10' } };
    },
    bad: () => ({ query: { zoom: '3', bbox: '10,0,-10' } }),
  },
  addTrack: {
    good: async (world) => ({
      params: { id: (await newTrip(world)).id },
      payload: GPX,
      headers: GPX_HEADERS,
    }),
    bad: async (world) => ({
      params: { id: (await newTrip(world)).id },
      payload: '<gpx><trk>',
      headers: GPX_HEADERS,
    }),
  },
  removeTrack: {
    good: async (world) => {
      const trip = await newTrip(world);
      const response = await world.t.request({
        method: 'POST',
        url: `/api/trips/${trip.id}/tracks`,
        cookie: world.cookie,
        payload: GPX,
        headers: GPX_HEADERS,
      });
      return { params: { id: trip.id, trackId: response.json<TripTrack>().id } };
    },
    bad: async (world) => ({ params: { id: (await newTrip(world)).id, trackId: MISSING.id } }),
  },
  export: {
    good: async (world) => ({ params: { id: (await newTrip(world)).id }, query: { format: 'gpx' } }),
    bad: async (world) => ({ params: { id: (await newTrip(world)).id }, query: { format: 'pdf' } }),
  },
  startPdf: {
    good: async (world) => ({ params: { id: (await newTrip(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  pdfJob: {
    good: async (world) => ({ params: await finishedPdf(world) }),
    bad: () => ({ params: MISSING_PDF }),
  },
  pdfFile: {
    good: async (world) => ({ params: await finishedPdf(world) }),
    bad: () => ({ params: MISSING_PDF }),
  },
  import: {
    good: () => ({ payload: GPX, headers: GPX_HEADERS }),
    bad: () => ({ payload: '<gpx><trk>', headers: GPX_HEADERS }),
  },
  ofPlace: {
    good: async (world) => ({ params: { id: (await createPlace(world, uniqueName('Trip stop'))).id } }),
    bad: () => ({ params: MISSING }),
  },
  links: {
    good: async (world) => ({ params: { id: (await newLink(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  createLink: {
    good: async (world) => ({
      params: { id: (await newTrip(world, 'unlisted')).id },
      body: { name: 'For a friend' },
    }),
    bad: async (world) => ({
      params: { id: (await newTrip(world, 'unlisted')).id },
      body: { expiresAt: '2000-01-01T00:00:00Z' },
    }),
  },
  revokeLink: {
    good: async (world) => {
      const { id, link } = await newLink(world);
      return { params: { id, linkId: link.id } };
    },
    bad: async (world) => ({ params: { id: (await newTrip(world)).id, linkId: MISSING.id } }),
  },
  shared: {
    good: async (world) => ({ params: { token: (await newLink(world)).link.token } }),
    bad: async (world) => ({ params: { token: await revokedToken(world) } }),
  },
  sharedRoute: {
    good: async (world) => ({ params: { token: (await newLink(world)).link.token } }),
    bad: async (world) => ({ params: { token: await revokedToken(world) } }),
  },
  sharedExport: {
    good: async (world) => ({
      params: { token: (await newLink(world)).link.token },
      query: { format: 'geojson' },
    }),
    bad: async (world) => ({ params: { token: await revokedToken(world) }, query: { format: 'gpx' } }),
  },
};
