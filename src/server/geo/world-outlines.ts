import { createHash } from 'node:crypto';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { numericToAlpha2 } from 'i18n-iso-countries/index.js';
import { feature } from 'topojson-client';
import type { GeometryCollection } from 'topojson-specification';
import type { z } from '#shared/zod.ts';
import type { WorldOutlinesSchema } from '#shared/geo/geo-schema.ts';
import { ATLAS_FILES, readTopology } from './atlas';

export type WorldOutlines = z.output<typeof WorldOutlinesSchema>;

/** The box's width; its height follows from the projection (about half). */
const WIDTH = 960;
/** Antarctica is left out: nobody visits from there, and it would take a fifth of the picture. */
const ANTARCTICA = '010';
/**
 * Natural Earth draws these without a code; each is shaded as the country the UN counts it in, as
 * the site's country names do (Kosovo under its user-assigned code, as the IP database gives it).
 */
const UNCODED: Record<string, string> = { 'N. Cyprus': 'CY', Somaliland: 'SO', Kosovo: 'XK' };

/** The world's countries at 1:110m as SVG paths (whole units: half a pixel at most). */
function worldOutlines(): WorldOutlines {
  const topology = readTopology(ATLAS_FILES.countries110m);
  const all = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>);
  const shown: FeatureCollection<Geometry, { name: string }> = {
    type: 'FeatureCollection',
    features: all.features.filter((country) => country.id !== ANTARCTICA),
  };
  const projection = geoEqualEarth().fitWidth(WIDTH, shown);
  const path = geoPath(projection).digits(0);
  const [[, top], [, bottom]] = path.bounds(shown);
  const countries = shown.features.flatMap((country: Feature<Geometry, { name: string }>) => {
    const code =
      country.id === undefined ? UNCODED[country.properties.name] : numericToAlpha2(String(country.id));
    const d = path(country);
    return code && d ? [{ code, d }] : [];
  });
  return { width: WIDTH, height: Math.ceil(bottom - Math.min(0, top)), countries };
}

let answer: { body: string; etag: string } | undefined;

/** The outlines' JSON and its ETag, computed once per process (they change only with the app's boundaries). */
export function worldOutlinesAnswer(): { body: string; etag: string } {
  if (!answer) {
    const body = JSON.stringify(worldOutlines());
    answer = { body, etag: `"outlines-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
  }
  return answer;
}
