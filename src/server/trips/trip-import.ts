import { kmlWithFolders, type Folder, type Root } from '@tmcw/togeojson';
import { isObject, type Json } from '#shared/import/feature-places.ts';
import { readJson } from '#shared/import/parse-geojson.ts';
import { isPolarstepsTrip } from '#shared/import/parse-polarsteps.ts';
import { asDom, childText, elements, type XmlDocument } from '#shared/import/parse-xml.ts';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import { baseName, readOrRefuse, readTripFileContent, type FileHint } from './file-text';
import { checkedPosition, geoJsonFeatures, gpxPaths, linesOfGeometry, type Line } from './track-file';
import {
  dayMeta,
  datedDays,
  descriptionOf,
  finishTrip,
  groupDays,
  indexOf,
  stopOf,
  textOf,
  type ImportedStop,
  type ImportedTrack,
  type ImportedTrip,
} from './trip-import-fields';

export type { ImportedTrip } from './trip-import-fields';

const summaryOf = (value: unknown) => descriptionOf(value, TRIP_LIMITS.summaryMax);

/** The date and time of day of Unix seconds where they happened (Polarsteps' `timezone_id`). */
function localTime(seconds: unknown, timeZone: unknown): { date: string; time: string } | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  const at = new Date(seconds * 1000);
  if (Number.isNaN(at.getTime())) return null;
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
    }).formatToParts(at);
  let parts;
  try {
    parts = format(typeof timeZone === 'string' ? timeZone : 'UTC');
  } catch {
    parts = format('UTC');
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Polarsteps' trip.json: its steps in order, a day per date (where each step happened). */
function fromPolarsteps(data: Json): ImportedTrip {
  const steps = (data.all_steps as unknown[]).filter(
    (step): step is Json => isObject(step) && step.is_deleted !== true,
  );
  const days: ImportedTrip['days'] = [];
  steps.forEach((step, i) => {
    const location = isObject(step.location) ? step.location : {};
    const at = checkedPosition(location.lon, location.lat, `Step ${i + 1}`);
    const when = localTime(step.start_time, step.timezone_id);
    const name = textOf(step.display_name, 200) || textOf(step.name, 200) || textOf(location.name, 200);
    const stop = stopOf(at, { name, note: step.description, arriveAt: when?.time }, `Step ${i + 1}`);
    const last = days.at(-1);
    if (last && last.date === (when?.date ?? null)) last.stops.push(stop);
    else days.push({ date: when?.date ?? null, title: '', notes: '', stops: [stop] });
  });
  return {
    title: textOf(data.name, TRIP_LIMITS.titleMax),
    summary: summaryOf(data.summary),
    days,
    tracks: [],
  };
}

/** GPX: waypoints are stops, tracks the route line; our own extensions carry days and modes. */
function fromGpx(doc: XmlDocument): ImportedTrip {
  const [metadata] = elements(doc, 'metadata');
  const meta = elements(doc, 'day').map((day) =>
    dayMeta(day.getAttribute('date'), childText(day, 'title'), childText(day, 'notes')),
  );
  const paths = gpxPaths(doc);
  const tracks: ImportedTrack[] = paths.map((path) => ({
    name: path.name,
    dayIndex: indexOf(elements(path.element, 'track')[0]?.getAttribute('day')),
    lines: path.lines,
  }));
  const waypoints = elements(doc, 'wpt').map((wpt, i) => {
    const own = elements(wpt, 'stop')[0];
    const time = childText(wpt, 'time') ?? '';
    const attribute = (name: string) => own?.getAttribute(name) ?? undefined;
    const clock = time.slice(11, 16);
    const stop = stopOf(
      checkedPosition(wpt.getAttribute('lon'), wpt.getAttribute('lat'), `Waypoint ${i + 1}`),
      {
        name: childText(wpt, 'name'),
        note: childText(wpt, 'desc'),
        arriveAt: own ? attribute('arriveAt') : clock !== '00:00' ? clock : null,
        leaveAt: attribute('leaveAt'),
        modeToNext: attribute('modeToNext'),
      },
      `Waypoint ${i + 1}`,
    );
    return { stop, date: time.slice(0, 10), day: indexOf(attribute('day')) };
  });
  const title = metadata ? childText(metadata, 'name') : undefined;
  const summary = summaryOf(metadata ? childText(metadata, 'desc') : '');
  if (waypoints.length === 0) return { title: title || paths[0]?.name || '', summary, ...trackEnds(tracks) };
  if (waypoints.every((w) => w.day !== null))
    return {
      title: title ?? '',
      summary,
      days: groupDays(
        waypoints.map((w, i) => ({ dayIndex: w.day!, position: i, stop: w.stop })),
        meta,
      ),
      tracks,
    };
  // Another app's GPX: a new day where the waypoints' date changes.
  let dayIndex = 0;
  const grouped = waypoints.map((w, i) => {
    if (i > 0 && w.date && w.date !== waypoints[i - 1]!.date) dayIndex += 1;
    return { dayIndex, position: i, stop: w.stop, date: w.date };
  });
  return {
    title: title ?? '',
    summary,
    days: groupDays(grouped, datedDays(grouped)),
    tracks: tracks.map((t) => ({ ...t, dayIndex: null })),
  };
}

/** A GPX of tracks alone: a day per track, its start and end as stops (as the places import does). */
function trackEnds(tracks: ImportedTrack[]): Pick<ImportedTrip, 'days' | 'tracks'> {
  const drawn = tracks.filter((track) => track.lines.some((line) => line.length > 0));
  const days = drawn.map((track, t) => {
    const name = track.name || `Track ${t + 1}`;
    const points = track.lines.flat();
    const ends = [points[0]!, points.at(-1)!];
    const stops = ends.map((at, i) => stopOf(at, { name: `${name} (${i === 0 ? 'start' : 'end'})` }, name));
    return { date: null, title: track.name, notes: '', stops };
  });
  return { days, tracks: drawn.map((track, dayIndex) => ({ ...track, dayIndex })) };
}

type KmlChild = Root['children'][number];
const featuresIn = (children: readonly KmlChild[]): unknown[] =>
  children.flatMap((child) => (child.type === 'folder' ? featuresIn(child.children) : [child]));

/** The stops (points) and tracks (lines) of features; `dayIndex` for those without their own. */
function readFeatures(features: readonly unknown[], dayIndex: number | null) {
  const stops: { dayIndex: number; position: number; stop: ImportedStop; date: unknown }[] = [];
  const tracks: ImportedTrack[] = [];
  features.forEach((feature, i) => {
    if (!isObject(feature)) return;
    const p = isObject(feature.properties) ? feature.properties : {};
    const where = `Feature ${i + 1}`;
    const geometry = isObject(feature.geometry) ? feature.geometry : {};
    const ownDay = indexOf(p.day);
    if (geometry.type === 'Point' && Array.isArray(geometry.coordinates)) {
      const [lon, lat] = geometry.coordinates as unknown[];
      const stop = stopOf(
        checkedPosition(lon, lat, where),
        { ...p, note: p.note ?? p.description },
        `Stop ${i + 1}`,
      );
      stops.push({
        dayIndex: dayIndex ?? ownDay ?? 0,
        position: indexOf(p.position) ?? i,
        stop,
        date: p.date,
      });
      return;
    }
    const lines: Line[] = linesOfGeometry(geometry, where);
    if (lines.length > 0)
      tracks.push({ name: textOf(p.name, TRIP_LIMITS.trackNameMax), dayIndex: ownDay ?? dayIndex, lines });
  });
  return { stops, tracks };
}

/** KML: a day per top-level Folder (nested ones belong to it); loose placemarks make a day first. */
function fromKml(doc: XmlDocument): ImportedTrip {
  const root = readOrRefuse(() => kmlWithFolders(asDom(doc)));
  const loose = readFeatures(
    root.children.filter((c) => c.type !== 'folder'),
    null,
  );
  const folders = root.children.filter((c): c is Folder => c.type === 'folder');
  const offset = loose.stops.length > 0 ? 1 : 0;
  const read = folders.map((folder, i) => readFeatures(featuresIn(folder.children), i + offset));
  const stops = [...loose.stops, ...read.flatMap((r) => r.stops)];
  const meta = [
    ...(offset ? [dayMeta(null, '', '')] : []),
    ...folders.map((folder, i) => {
      const [first] = datedDays(read[i]!.stops.map((s) => ({ dayIndex: 0, date: s.date })));
      return dayMeta(first?.date, folder.meta.name, folder.meta.description);
    }),
  ];
  const [document] = elements(doc, 'Document');
  return {
    title: document ? (childText(document, 'name') ?? '') : '',
    summary: summaryOf(document ? childText(document, 'description') : ''),
    days: groupDays(stops, meta),
    tracks: [...loose.tracks, ...read.flatMap((r) => r.tracks)],
  };
}

/** GeoJSON (our export: stops with day and position, the days as a member), or a Polarsteps trip. */
function fromJson(data: unknown): ImportedTrip {
  if (isPolarstepsTrip(data)) return fromPolarsteps(data);
  const { stops, tracks } = readFeatures(geoJsonFeatures(data), null);
  const members = isObject(data) ? data : {};
  const meta = Array.isArray(members.days)
    ? members.days.map((day) =>
        isObject(day) ? dayMeta(day.date, day.title, day.notes) : dayMeta(null, '', ''),
      )
    : [];
  // Without the days as a member, each day takes the date its stops carry.
  const dated = meta.length > 0 ? meta : datedDays(stops);
  return {
    title: textOf(members.name, TRIP_LIMITS.titleMax),
    summary: summaryOf(members.summary),
    days: groupDays(stops, dated),
    tracks,
  };
}

/**
 * A trip from a file: a GPX (waypoints as stops, tracks as its route line), a KML with folders
 * (one day each), a GeoJSON (this site's export), a Polarsteps trip.json (or its export's zip).
 */
export function readTripFile(bytes: Buffer, hint: FileHint = {}): ImportedTrip {
  const content = readTripFileContent(bytes, (files) => {
    const trip = files.find((file) => /(^|\/)trip\.json$/i.test(file.name));
    return trip && { kind: 'json', data: readJson(trip.text) };
  });
  const trip =
    content.kind === 'gpx'
      ? fromGpx(content.doc)
      : content.kind === 'kml'
        ? fromKml(content.doc)
        : fromJson(content.data);
  return finishTrip(trip, baseName(hint.fileName));
}
