/**
 * A GPX track of `points` points heading north-west from `start`, with decimals finer than the
 * stored seven (they are rounded).
 */
export const trackGpx = (points: number, start = { latitude: 38.7, longitude: -9.1 }) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Coast road</name><trkseg>${Array.from(
    { length: points },
    (_, i) =>
      `<trkpt lat="${(start.latitude + i / 997).toFixed(9)}" lon="${(start.longitude - i / 613).toFixed(9)}"/>`,
  ).join('')}</trkseg></trk></gpx>`;
