import { PDFDocument, type PDFImage } from 'pdf-lib';
import { TRANSPORT_MODE_LABELS, TRIP_STATE_LABELS } from '#shared/trips/trip.ts';
import { formatTripDate, tripDates, tripFigures } from '#shared/trips/trip-head.ts';
import type { Trip, TripDay, TripStop } from '#shared/trips/trip-schema.ts';
import { tripRoute, type RouteTrack } from '#server/trips/route-lines.ts';
import { Faces } from './pdf/fonts';
import { drawMap, type MapStop } from './pdf/map';
import { preparePhotos, type PhotoReader, type PrintCache } from './pdf/photos';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter, type TextStyle } from './pdf/writer';

export type { PhotoReader } from './pdf/photos';
export { mediaPhotoReader, mediaPrintCache } from './pdf/photos';

export interface TripPdfInput {
  trip: Trip;
  /** The trip's tracks with every point (db/trips-tracks readTrackLines). */
  tracks: readonly RouteTrack[];
  /** A photo's bytes by its link; null leaves the stop without its photo. */
  readPhoto: PhotoReader;
  site: { name: string; url: string };
  /** Print copies made by earlier PDFs, kept for the next (mediaPrintCache); none: every photo resized. */
  photoCache?: PrintCache;
  /** Called as the work advances: `done` of `total` steps (each photo, then each day). */
  onProgress?: (done: number, total: number) => void;
}

type Position = [number, number];

/** The zooms the route's tracks are simplified for: the whole trip, and one day. */
const OVERVIEW_ZOOM = 6;
const DAY_ZOOM = 11;
const PHOTO_BOX = { width: 220, height: 165 } as const;
const MAP_HEIGHT = { overview: 330, day: 250 } as const;

const STYLE = {
  title: { size: 24, weight: 700, leading: 1.2 },
  subtitle: { size: 11, color: COLORS.muted },
  dayLabel: { size: 9, weight: 700, color: COLORS.accent },
  dayTitle: { size: 18, weight: 700, leading: 1.25 },
  body: { size: 10.5, leading: 1.45 },
  stopName: { size: 12, weight: 700, leading: 1.3 },
  stopFacts: { size: 8.5, color: COLORS.muted, leading: 1.4 },
  stopNote: { size: 10, leading: 1.45 },
} as const;

/** "35.68124, 139.76712": a stop's position as a GPS takes it, to about a metre. */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** "35.68124, 139.76712 · Arrive 09:00 · Leave 10:30 · Then by train". */
function stopFacts(stop: TripStop): string {
  return [
    formatCoordinates(stop.place.latitude, stop.place.longitude),
    stop.arriveAt && `Arrive ${stop.arriveAt}`,
    stop.leaveAt && `Leave ${stop.leaveAt}`,
    stop.modeToNext &&
      `Then ${stop.modeToNext === 'walk' ? 'on foot' : `by ${TRANSPORT_MODE_LABELS[stop.modeToNext].toLowerCase()}`}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const dayTitle = (day: TripDay, index: number) => day.title.trim() || `Day ${index + 1}`;

/** Every text the document sets, for choosing the faces to embed. */
function* textsOf({ trip, site }: TripPdfInput): Generator<string> {
  yield trip.title;
  yield trip.summary;
  yield site.name;
  yield site.url;
  yield trip.countries.join(', ');
  for (const day of trip.days) {
    yield day.title;
    yield day.notes;
    for (const stop of day.stops) {
      yield stop.place.name;
      yield stop.note;
    }
  }
}

const linesOf = (features: ReturnType<typeof tripRoute>['features']): Position[][] =>
  features.map((f) => f.geometry.coordinates.map(([x, y]): Position => [x, y]));

const stopPositions = (stops: readonly TripStop[]) =>
  stops.map((stop): Position => [stop.place.longitude, stop.place.latitude]);

/** Page 1: the title, dates, figures and countries, the whole route's map, then the summary. */
function coverPage(w: PdfWriter, input: TripPdfInput) {
  const { trip, tracks } = input;
  w.newPage();
  w.text(trip.title, STYLE.title);
  w.gap(4);
  const dates = tripDates(trip);
  w.text([dates, TRIP_STATE_LABELS[trip.state]].filter(Boolean).join(' · '), STYLE.subtitle);
  w.text(tripFigures(trip), STYLE.subtitle);
  if (trip.countries.length > 0) w.text(trip.countries.join(', '), STYLE.subtitle);
  w.gap(14);
  const stops = trip.days.flatMap((day) => day.stops);
  const route = tripRoute(trip, tracks, OVERVIEW_ZOOM);
  w.ensure(MAP_HEIGHT.overview);
  drawMap(
    w.page,
    w.faces,
    { x: PAGE.margin, top: w.y, width: CONTENT_WIDTH, height: MAP_HEIGHT.overview },
    { lines: linesOf(route.features), stops: stopPositions(stops).map((at) => ({ at, label: '' })) },
  );
  w.gap(MAP_HEIGHT.overview + 18);
  if (trip.summary.trim()) w.text(trip.summary, STYLE.body);
}

interface DayContext {
  route: ReturnType<typeof tripRoute>;
  /** Each photo embedded once, however many stops show it. */
  images: Map<string, PDFImage>;
}

/** A day from a new page: its date and title, notes, map, then each stop. */
function dayPages(w: PdfWriter, input: TripPdfInput, day: TripDay, index: number, context: DayContext) {
  w.newPage();
  w.text(
    [`DAY ${index + 1} OF ${input.trip.days.length}`, day.date ? formatTripDate(day.date) : '']
      .filter(Boolean)
      .join(' · '),
    STYLE.dayLabel,
  );
  w.gap(2);
  w.text(dayTitle(day, index), STYLE.dayTitle);
  if (day.notes.trim()) {
    w.gap(4);
    w.text(day.notes, STYLE.body);
  }
  if (day.stops.length > 0) {
    const own = context.route.features.filter((f) => f.properties.dayIndex === index);
    const wholeTrip = context.route.features.filter((f) => f.properties.dayIndex === null);
    const stops: MapStop[] = stopPositions(day.stops).map((at, i) => ({ at, label: String(i + 1) }));
    const ownTracks = linesOf(own.filter((f) => f.properties.kind === 'track')).flat();
    w.gap(10);
    w.ensure(MAP_HEIGHT.day);
    drawMap(
      w.page,
      w.faces,
      { x: PAGE.margin, top: w.y, width: CONTENT_WIDTH, height: MAP_HEIGHT.day },
      { lines: linesOf([...wholeTrip, ...own]), stops, fit: [...stops.map((s) => s.at), ...ownTracks] },
    );
    w.gap(MAP_HEIGHT.day + 14);
  }
  day.stops.forEach((stop, i) => stopBlock(w, stop, i, context));
}

/** The photo's size on the page: at most PHOTO_BOX, never enlarged. */
function photoSize(image: PDFImage) {
  const scale = Math.min(PHOTO_BOX.width / image.width, PHOTO_BOX.height / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

const linesHeight = (w: PdfWriter, text: string, style: TextStyle) =>
  w.wrap(text, style, CONTENT_WIDTH).length * style.size * (style.leading ?? 1.35);

function stopBlock(w: PdfWriter, stop: TripStop, index: number, context: DayContext) {
  const name = `${index + 1}. ${stop.place.name}`;
  const facts = stopFacts(stop);
  const note = stop.note.trim() ? stop.note : '';
  const image = stop.place.photo ? context.images.get(stop.place.photo) : undefined;
  const photo = image && photoSize(image);
  // A stop that fits on a page starts on a new one rather than leave its photo from its name;
  // a longer one (a note of pages) starts where it is and flows on.
  const height =
    linesHeight(w, name, STYLE.stopName) +
    linesHeight(w, facts, STYLE.stopFacts) +
    (note ? 3 + linesHeight(w, note, STYLE.stopNote) : 0) +
    (photo ? 6 + photo.height : 0);
  if (height > w.room && height <= PAGE.height - PAGE.margin - PAGE.bottom) w.newPage();
  // The name is kept with its facts line at the least: neither is left alone at a page's foot.
  w.ensure(STYLE.stopName.size * 1.3 + STYLE.stopFacts.size * 1.4 * 2);
  w.text(name, STYLE.stopName);
  w.text(facts, STYLE.stopFacts);
  if (note) {
    w.gap(3);
    w.text(note, STYLE.stopNote);
  }
  if (image && photo) {
    w.gap(6);
    w.ensure(photo.height);
    w.page.drawImage(image, { x: PAGE.margin, y: w.y - photo.height, ...photo });
    w.gap(photo.height);
  }
  w.gap(10);
  // The rule between stops: not at the top of a page, where nothing above needs parting.
  if (w.room >= 24) w.rule();
  w.gap(12);
}

/**
 * The trip as a printable day-by-day PDF (A4): page 1 gives the title, dates, figures, the whole
 * route's map and the summary; then each day from a new page with its map, its stops' names,
 * coordinates, times, way on, notes and first photos. Every page has the site's name and its
 * number in the footer. Maps are drawn in vector from the shipped country outlines.
 */
export async function renderTripPdf(input: TripPdfInput): Promise<Uint8Array> {
  const { trip, tracks, readPhoto, site, onProgress, photoCache } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(trip.title);
  doc.setCreator(site.name);
  doc.setProducer(`${site.name} (pdf-lib)`);
  doc.setSubject(`${trip.title}, day by day`);

  const urls = trip.days.flatMap((day) =>
    day.stops.flatMap((stop) => (stop.place.photo ? [stop.place.photo] : [])),
  );
  const total = new Set(urls).size + trip.days.length;
  let done = 0;
  const step = () => onProgress?.(++done, total);
  const [faces, photos] = await Promise.all([
    Faces.embed(doc, textsOf(input)),
    preparePhotos(urls, readPhoto, step, photoCache),
  ]);

  const w = new PdfWriter(doc, faces);
  coverPage(w, input);
  const images = new Map<string, PDFImage>();
  for (const [url, photo] of photos) images.set(url, await doc.embedJpg(photo.jpeg));
  const context: DayContext = { route: tripRoute(trip, tracks, DAY_ZOOM), images };
  for (const [index, day] of trip.days.entries()) {
    dayPages(w, input, day, index, context);
    step();
  }
  w.footers(site.name, site.url);
  return doc.save({ useObjectStreams: true });
}
