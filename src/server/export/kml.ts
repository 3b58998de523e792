import { joinList } from '#shared/import/csv-format.ts';
import type { Location } from '#shared/location.ts';

/** Characters XML 1.0 cannot carry at all, even escaped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return (
    value
      .replace(NOT_XML, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
      // A carriage return would be read back as a plain line break.
      .replaceAll('\r', '&#13;')
  );
}

const EXTENDED_FIELDS = [
  'type',
  'category',
  'status',
  'state',
  'country',
  'photos',
  'youtubeUrls',
  'tags',
  'visitedAt',
  'createdAt',
  'updatedAt',
] as const;

function placemark(place: Location): string {
  const data = EXTENDED_FIELDS.map((field) => {
    const value = place[field];
    const text = Array.isArray(value) ? joinList(value) : (value ?? '');
    return `<Data name="${field}"><value>${escapeXml(text)}</value></Data>`;
  }).join('');
  return [
    `<Placemark id="place-${place.id}">`,
    `<name>${escapeXml(place.name)}</name>`,
    place.address ? `<address>${escapeXml(place.address)}</address>` : '',
    place.notes ? `<description>${escapeXml(place.notes)}</description>` : '',
    `<ExtendedData>${data}</ExtendedData>`,
    `<Point><coordinates>${place.longitude},${place.latitude}</coordinates></Point>`,
    '</Placemark>',
  ].join('');
}

/** KML 2.2 for Google Earth and My Maps: a Placemark per place, the other fields as ExtendedData. */
export function toKml(places: readonly Location[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '<Document>',
    '<name>Fru World places</name>',
    ...places.map(placemark),
    '</Document>',
    '</kml>',
    '',
  ].join('\n');
}
