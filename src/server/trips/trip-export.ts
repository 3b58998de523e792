import { foldersToKML } from '@placemarkio/tokml';
import type { Folder, Root } from '@tmcw/togeojson';
import type { Feature, Geometry } from 'geojson';
import ical from 'ical-generator';
import { csvField, guardCell } from '#shared/import/csv-format.ts';
import { TRIP_EXPORT_TYPES, type TripExportFormat } from '#shared/trips/trip.ts';
import type { Trip, TripDay, TripStop } from '#shared/trips/trip-schema.ts';
import { escapeXml } from '../export/kml';
import type { Line } from './track-file';
import { TRIP_XML_NAMESPACE, defaultDayTitle } from './trip-file-format';

/** A track as the exports need it: its name, its day (null: the whole trip) and its lines whole. */
export interface ExportTrack {
  name: string;
  dayIndex: number | null;
  lines: readonly Line[];
}

export interface ExportedFile {
  body: string;
  contentType: string;
  fileName: string;
}

/** Every stop with its day and position, in the trip's order. */
const stopsOf = (trip: Trip) =>
  trip.days.flatMap((day, dayIndex) =>
    day.stops.map((stop, position) => ({ day, dayIndex, stop, position })),
  );

const lineGeometry = (lines: readonly Line[]): Geometry =>
  lines.length === 1
    ? { type: 'LineString', coordinates: [...lines[0]!] }
    : { type: 'MultiLineString', coordinates: [...lines] };

/** The stop's fields a file carries besides its name, position and note; unset ones left out. */
function stopFields(day: TripDay, dayIndex: number, stop: TripStop, position: number) {
  return {
    day: dayIndex,
    position,
    ...(day.date && { date: day.date }),
    ...(stop.arriveAt && { arriveAt: stop.arriveAt }),
    ...(stop.leaveAt && { leaveAt: stop.leaveAt }),
    ...(stop.modeToNext && { modeToNext: stop.modeToNext }),
  };
}

const tag = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : '';

/**
 * GPX 1.1: a waypoint per stop (name, note as desc, the day's date and arrival as time; local
 * times written as UTC, since a stop has no time zone), a trk per track, a trkseg per line. What
 * GPX has no element for (days, modes) goes in extensions of our own namespace.
 */
function toGpx(trip: Trip, tracks: readonly ExportTrack[]): string {
  const days = trip.days
    .map(
      (day) =>
        `<fru:day${day.date ? ` date="${day.date}"` : ''}>${tag('fru:title', day.title)}${tag('fru:notes', day.notes)}</fru:day>`,
    )
    .join('');
  const waypoints = stopsOf(trip).map(({ day, dayIndex, stop, position }) => {
    const fields = stopFields(day, dayIndex, stop, position);
    const attributes = Object.entries(fields)
      .filter(([key]) => key !== 'date' && key !== 'position')
      .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
      .join('');
    const time = day.date ? `<time>${day.date}T${stop.arriveAt ?? '00:00'}:00Z</time>` : '';
    return `<wpt lat="${stop.place.latitude}" lon="${stop.place.longitude}">${time}${tag('name', stop.place.name)}${tag('desc', stop.note)}<extensions><fru:stop${attributes}/></extensions></wpt>`;
  });
  const trks = tracks.map((track) => {
    const segments = track.lines
      .map(
        (line) =>
          `<trkseg>${line.map(([lon, lat]) => `<trkpt lat="${lat}" lon="${lon}"/>`).join('')}</trkseg>`,
      )
      .join('\n');
    const day =
      track.dayIndex === null ? '' : `<extensions><fru:track day="${track.dayIndex}"/></extensions>`;
    return `<trk>${tag('name', track.name)}${day}\n${segments}\n</trk>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="Fru World" xmlns="http://www.topografix.com/GPX/1/1" xmlns:fru="${TRIP_XML_NAMESPACE}">`,
    `<metadata>${tag('name', trip.title)}${tag('desc', trip.summary)}<extensions>${days}</extensions></metadata>`,
    ...waypoints,
    ...trks,
    '</gpx>',
    '',
  ].join('\n');
}

const trackFeature = (track: ExportTrack): Feature => ({
  type: 'Feature',
  geometry: lineGeometry(track.lines),
  properties: { name: track.name, ...(track.dayIndex !== null && { day: track.dayIndex }) },
});

/** KML that Google My Maps opens: a Folder (a layer) per day with its stops and tracks. */
function toKml(trip: Trip, tracks: readonly ExportTrack[]): string {
  const folders: Folder[] = trip.days.map((day, dayIndex) => ({
    type: 'folder',
    meta: { name: day.title || defaultDayTitle(dayIndex), ...(day.notes && { description: day.notes }) },
    children: [
      ...day.stops.map((stop, position): Feature => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [stop.place.longitude, stop.place.latitude] },
        properties: {
          name: stop.place.name,
          ...(stop.note && { description: stop.note }),
          ...stopFields(day, dayIndex, stop, position),
        },
      })),
      ...tracks.filter((track) => track.dayIndex === dayIndex).map(trackFeature),
    ] as Folder['children'],
  }));
  const root: Root = {
    type: 'root',
    children: [
      ...tracks.filter((track) => track.dayIndex === null).map(trackFeature),
      ...folders,
    ] as Root['children'],
  };
  const head = `<Document>${tag('name', trip.title)}${tag('description', trip.summary)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${foldersToKML(root).replace('<Document>', head)}\n`;
}

/** GeoJSON: stop Points (day, position, note…), track lines; the trip and its days as members. */
function toGeoJson(trip: Trip, tracks: readonly ExportTrack[]): string {
  const stops = stopsOf(trip).map(({ day, dayIndex, stop, position }) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [stop.place.longitude, stop.place.latitude] },
    properties: { name: stop.place.name, note: stop.note, ...stopFields(day, dayIndex, stop, position) },
  }));
  const collection = {
    type: 'FeatureCollection',
    name: trip.title,
    summary: trip.summary,
    days: trip.days.map(({ date, title, notes }) => ({ date, title, notes })),
    features: [...stops, ...tracks.map(trackFeature)],
  };
  return `${JSON.stringify(collection, null, 1)}\n`;
}

const CSV_HEADER = [
  'day',
  'date',
  'position',
  'place',
  'latitude',
  'longitude',
  'arrive',
  'leave',
  'mode to next',
  'note',
];

/** One row a stop; UTF-8 with a byte-order mark and CRLF, text cells guarded against formulas. */
function toCsv(trip: Trip): string {
  const rows = stopsOf(trip).map(({ day, dayIndex, stop, position }) => [
    String(dayIndex + 1),
    day.date ?? '',
    String(position + 1),
    guardCell(stop.place.name),
    String(stop.place.latitude),
    String(stop.place.longitude),
    stop.arriveAt ?? '',
    stop.leaveAt ?? '',
    stop.modeToNext ?? '',
    guardCell(stop.note),
  ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** ICS: one all-day event per dated day, its stops (times, notes) in the description. */
function toIcs(trip: Trip): string {
  const calendar = ical({ name: trip.title, prodId: { company: 'Fru World', product: 'Trips' } });
  trip.days.forEach((day, dayIndex) => {
    if (!day.date) return;
    const lines = day.stops.map((stop, i) => {
      const time = stop.arriveAt ? ` (${stop.arriveAt})` : '';
      return `${i + 1}. ${stop.place.name}${time}${stop.note ? ` — ${stop.note}` : ''}`;
    });
    calendar.createEvent({
      id: `trip-${trip.id}-day-${dayIndex + 1}@fru-world`,
      start: new Date(`${day.date}T00:00:00Z`),
      allDay: true,
      stamp: new Date(trip.updatedAt),
      summary: `${trip.title}: ${day.title || defaultDayTitle(dayIndex)}`,
      description: [day.notes, lines.join('\n')].filter(Boolean).join('\n\n'),
    });
  });
  return calendar.toString();
}

/** A trip as a file of `format`, named by its slug. */
export function exportTrip(
  trip: Trip,
  tracks: readonly ExportTrack[],
  format: TripExportFormat,
): ExportedFile {
  const bodies: Record<TripExportFormat, () => string> = {
    gpx: () => toGpx(trip, tracks),
    kml: () => toKml(trip, tracks),
    geojson: () => toGeoJson(trip, tracks),
    csv: () => toCsv(trip),
    ics: () => toIcs(trip),
  };
  return {
    body: bodies[format](),
    contentType: TRIP_EXPORT_TYPES[format],
    fileName: `${trip.slug}.${format}`,
  };
}
