import type { tripsApi } from '../../../src/shared/api/trips';
import type { Trip, TripTrack } from '../../../src/shared/trips/trip-schema';
import { createPlace, uniqueName } from './owner-setup';
import type { RouteSamples, World } from './samples';

// The samples of the trip files' routes (routes/trip-files.ts): route lines, tracks, exports, import.

const GPX_HEADERS = { 'content-type': 'application/gpx+xml', 'x-file-name': 'contract.gpx' };
const trackFile = () =>
  Buffer.from(
    '<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Contract</name><trkseg><trkpt lat="10" lon="20"/><trkpt lat="10.1" lon="20.1"/></trkseg></trk></gpx>',
  );
const NO_TOKEN = 'n'.repeat(43);

/** A public trip of two stops on one day. */
async function publicTrip(world: World): Promise<Trip> {
  const a = await createPlace(world, uniqueName('Trip start'));
  const b = await createPlace(world, uniqueName('Trip end'));
  return world.owner<Trip>('POST', '/api/trips', {
    title: uniqueName('Contract trip'),
    visibility: 'public',
    days: [{ stops: [{ placeId: a.id, modeToNext: 'flight' }, { placeId: b.id }] }],
  });
}

async function sharedToken(world: World): Promise<string> {
  const trip = await publicTrip(world);
  return (await world.owner<{ token: string }>('POST', `/api/trips/${trip.id}/links`, {})).token;
}

type FileRoutes = Pick<
  typeof tripsApi,
  'route' | 'addTrack' | 'removeTrack' | 'export' | 'import' | 'sharedRoute' | 'sharedExport'
>;

export const tripFilesSamples: { [K in keyof FileRoutes]: RouteSamples } = {
  route: {
    good: async (world) => ({ params: { id: (await publicTrip(world)).id }, query: { zoom: 5 } }),
    bad: async (world) => ({ params: { id: (await publicTrip(world)).id }, query: { zoom: 99 } }),
  },
  addTrack: {
    good: async (world) => ({
      params: { id: (await publicTrip(world)).id },
      query: { day: 0 },
      headers: GPX_HEADERS,
      payload: trackFile(),
    }),
    bad: async (world) => ({
      params: { id: (await publicTrip(world)).id },
      headers: GPX_HEADERS,
      payload: Buffer.from('<gpx><wpt lat="1" lon="2"/></gpx>'),
    }),
  },
  removeTrack: {
    good: async (world) => {
      const trip = await publicTrip(world);
      const response = await world.t.request({
        method: 'POST',
        url: `/api/trips/${trip.id}/tracks`,
        cookie: world.cookie,
        headers: GPX_HEADERS,
        payload: trackFile(),
      });
      return { params: { id: trip.id, trackId: response.json<TripTrack>().id } };
    },
    bad: async (world) => ({ params: { id: (await publicTrip(world)).id, trackId: 999_999 } }),
  },
  export: {
    good: async (world) => ({ params: { id: (await publicTrip(world)).id }, query: { format: 'kml' } }),
    bad: async (world) => ({ params: { id: (await publicTrip(world)).id }, query: { format: 'pdf' } }),
  },
  import: {
    good: () => ({ headers: GPX_HEADERS, payload: trackFile() }),
    bad: () => ({ headers: GPX_HEADERS, payload: Buffer.from('<gpx></gpx>') }),
  },
  sharedRoute: {
    good: async (world) => ({ params: { token: await sharedToken(world) } }),
    bad: () => ({ params: { token: NO_TOKEN } }),
  },
  sharedExport: {
    good: async (world) => ({ params: { token: await sharedToken(world) }, query: { format: 'ics' } }),
    bad: async (world) => ({ params: { token: await sharedToken(world) }, query: { format: 'doc' } }),
  },
};
