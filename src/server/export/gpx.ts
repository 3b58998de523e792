import type { Location } from '#shared/location.ts';
import { placePath } from '#shared/place-url.ts';
import { escapeXml } from './kml';

const tag = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : '';

/**
 * A waypoint per place, in GPX 1.1's order of elements: name, its notes as desc, a link to its
 * page on the site (what a GPS app shows to read more), its type.
 */
function waypoint(place: Location, siteUrl: string): string {
  const link = `<link href="${escapeXml(`${siteUrl}${placePath(place)}`)}"><text>${escapeXml(place.name)}</text></link>`;
  return `<wpt lat="${place.latitude}" lon="${place.longitude}">${tag('name', place.name)}${tag('desc', place.notes)}${link}${tag('type', place.type)}</wpt>`;
}

/** GPX 1.1 for GPS and hiking apps: the places as waypoints (no route: they are not in an order). */
export function toGpx(places: readonly Location[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Fru World" xmlns="http://www.topografix.com/GPX/1/1">',
    `<metadata>${tag('name', 'Fru World places')}</metadata>`,
    ...places.map((place) => waypoint(place, siteUrl)),
    '</gpx>',
    '',
  ].join('\n');
}
