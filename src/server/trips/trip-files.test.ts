import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRIP_EXPORT_FORMATS } from '#shared/trips/trip.ts';
import { sampleTrip, sampleTracks } from '../../../tests/fixtures/trips/sample-trip';
import { exportTrip } from './trip-export';
import { readTripFile, type ImportedTrip } from './trip-import';

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** The trip as a file can carry it: what an import of its export must give back. */
const expected: Omit<ImportedTrip, 'tracks'> = {
  title: sampleTrip.title,
  summary: sampleTrip.summary,
  days: sampleTrip.days.map(({ date, title, notes, stops }) => ({
    date,
    title,
    notes,
    stops: stops.map(({ place, note, arriveAt, leaveAt, modeToNext }) => ({
      name: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
      note,
      arriveAt,
      leaveAt,
      modeToNext,
    })),
  })),
};
const byName = <T extends { name: string }>(list: T[]) =>
  [...list].sort((a, b) => a.name.localeCompare(b.name));

describe('a trip exported and imported back', () => {
  it.each(['gpx', 'kml', 'geojson'] as const)('%s gives back an equal trip, every field', (format) => {
    const file = exportTrip(sampleTrip, sampleTracks, format);
    const back = readTripFile(bytes(file.body), { fileName: file.fileName });
    expect({ ...back, tracks: undefined }).toEqual({ ...expected, tracks: undefined });
    expect(byName(back.tracks)).toEqual(byName(sampleTracks.map((t) => ({ ...t, lines: t.lines }))));
  });

  it('names each file by the slug with the format’s type', () => {
    for (const format of TRIP_EXPORT_FORMATS) {
      const file = exportTrip(sampleTrip, sampleTracks, format);
      expect(file.fileName).toBe(`japan-by-rail.${format}`);
      expect(file.contentType).toMatch(/gpx|kml|geo\+json|csv|calendar/);
    }
  });

  it('KML has a Folder per day, Placemarks for stops and LineStrings for tracks', () => {
    const { body } = exportTrip(sampleTrip, sampleTracks, 'kml');
    expect(body.match(/<Folder/g)).toHaveLength(3);
    expect(body.match(/<Point>/g)).toHaveLength(4);
    expect(body).toContain('<LineString>');
    expect(body).toContain('<name>Japan by Rail &amp; Ferry</name>');
  });

  it('CSV has a row per stop, formulas guarded, quotes doubled', () => {
    const { body } = exportTrip(sampleTrip, sampleTracks, 'csv');
    const lines = body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('day,date,position,place,latitude,longitude,arrive,leave,mode to next,note');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe('1,2024-05-01,1,Tokyo Station,35.681236,139.767125,,07:45,train,"Ekiben, coffee"');
    expect(lines[3]).toContain(",'=not a formula; <b>plain</b> text");
  });

  it('ICS has one all-day event per dated day with its stops', () => {
    const { body } = exportTrip(sampleTrip, sampleTracks, 'ics');
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain('DTSTART;VALUE=DATE:20240501');
    expect(body).toContain('DTSTART;VALUE=DATE:20240503');
    expect(body).toContain('SUMMARY:Japan by Rail & Ferry: Tokyo to Kyoto');
    expect(body.replace(/\r\n /g, '')).toContain('1. Tokyo Station — Ekiben\\, coffee');
  });
});

describe('other apps’ files as trips', () => {
  it('a Polarsteps trip.json: steps in order, a day per local date, deleted steps left out', () => {
    const trip = readTripFile(readFileSync('tests/fixtures/trips/trip.json'), { fileName: 'trip.json' });
    expect(trip.title).toBe('Patagonia overland');
    expect(trip.days.map((d) => d.date)).toEqual(['2023-11-08', '2023-11-13', '2023-11-19', '2023-11-28']);
    expect(trip.days.flatMap((d) => d.stops.map((s) => s.name))).toEqual([
      'Santiago',
      'Cerro San Cristóbal',
      'Puerto Varas',
      'Torres del Paine',
      'Ushuaia',
    ]);
    expect(trip.days[0]!.stops[0]).toMatchObject({ arriveAt: '10:30', note: 'Landed, slept twelve hours.' });
    expect(trip.days[0]!.stops[0]).toMatchObject({ latitude: -33.4489, longitude: -70.6693 });
  });

  it('a GPX of a track alone: its start and end are the stops, the track the route line', () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
      <trk><name>Ridge walk</name><trkseg><trkpt lat="46.1" lon="7.1"/><trkpt lat="46.2" lon="7.2"/><trkpt lat="46.3" lon="7.3"/></trkseg></trk></gpx>`;
    const trip = readTripFile(bytes(gpx), { fileName: 'ridge.gpx' });
    expect(trip.title).toBe('Ridge walk');
    expect(trip.days[0]!.stops.map((s) => [s.name, s.latitude])).toEqual([
      ['Ridge walk (start)', 46.1],
      ['Ridge walk (end)', 46.3],
    ]);
    expect(trip.tracks).toEqual([
      {
        name: 'Ridge walk',
        dayIndex: 0,
        lines: [
          [
            [7.1, 46.1],
            [7.2, 46.2],
            [7.3, 46.3],
          ],
        ],
      },
    ]);
  });

  it('another app’s GPX: a new day where the waypoints’ dates change', () => {
    const wpt = (lat: number, time: string, name: string) =>
      `<wpt lat="${lat}" lon="10"><time>${time}</time><name>${name}</name></wpt>`;
    const gpx = `<gpx version="1.1">${wpt(1, '2024-06-01T09:30:00Z', 'A')}${wpt(2, '2024-06-01T18:00:00Z', 'B')}${wpt(3, '2024-06-02T00:00:00Z', 'C')}</gpx>`;
    const trip = readTripFile(bytes(gpx), { fileName: 'walk.gpx' });
    expect(trip.title).toBe('walk');
    expect(trip.days.map((d) => [d.date, d.stops.map((s) => `${s.name} ${s.arriveAt}`)])).toEqual([
      ['2024-06-01', ['A 09:30', 'B 18:00']],
      ['2024-06-02', ['C null']],
    ]);
  });

  it('a KML with folders: one day each', () => {
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Alps</name>
      <Folder><name>Zermatt</name><Placemark><name>Gornergrat</name><Point><coordinates>7.78,45.98</coordinates></Point></Placemark></Folder>
      <Folder><name>Day 2</name><Placemark><name>Matterhorn</name><description>Clouds</description><Point><coordinates>7.66,45.97</coordinates></Point></Placemark></Folder>
      </Document></kml>`;
    const trip = readTripFile(bytes(kml));
    expect(trip.title).toBe('Alps');
    expect(trip.days.map((d) => [d.title, d.stops.map((s) => `${s.name}: ${s.note}`)])).toEqual([
      ['Zermatt', ['Gornergrat: ']],
      ['', ['Matterhorn: Clouds']],
    ]);
  });

  it('refuses a file with neither stops nor tracks', () => {
    expect(() => readTripFile(bytes('{"type":"FeatureCollection","features":[]}'))).toThrow(/no stops/);
  });
});
