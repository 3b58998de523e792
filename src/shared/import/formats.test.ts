import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixtureBytes, parseFixture, refusal } from '../../../tests/helpers/import-fixtures';

const named = (parsed: { places: { name: string; latitude: number; longitude: number }[] }) =>
  parsed.places.map(({ name, latitude, longitude }) => [name, latitude, longitude]);

describe('KMZ and zip archives', () => {
  it('reads doc.kml and the other KML of a KMZ with images, naming where each placemark is', () => {
    const parsed = parseFixture('places.kmz');
    expect(parsed.format).toBe('kmz');
    expect(named(parsed)).toEqual([
      ['Giant’s Causeway', 55.2408, -6.5116],
      ['Dunluce Castle', 55.2108, -6.5792],
      ['Carrick-a-Rede', 55.2393, -6.3323],
    ]);
    expect(parsed.sources).toEqual(['placemark 1', 'placemark 2', 'placemark 1 in layers/extra.kml']);
    expect(parsed.errors).toEqual([]);
  });

  it('numbers nameless placemarks on across the KML documents of one KMZ, never twice the same name', () => {
    const kml = (points: string[]) =>
      strToU8(
        `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${points
          .map((p) => `<Placemark><Point><coordinates>${p}</coordinates></Point></Placemark>`)
          .join('')}</Document></kml>`,
      );
    const bytes = zipSync({
      'doc.kml': kml(['1,1', '2,2']),
      'layers/more.kml': kml(['3,3', '4,4']),
    });
    const parsed = parseFixture('trip.kmz', {}, bytes);
    expect(parsed.places.map((p) => p.name)).toEqual(['trip 1', 'trip 2', 'trip 3', 'trip 4']);
    expect(parsed.sources).toEqual([
      'placemark 1',
      'placemark 2',
      'placemark 1 in layers/more.kml',
      'placemark 2 in layers/more.kml',
    ]);
  });

  it('reads a .kmz even when it is named like a CSV file', () => {
    const parsed = parseFixture('places.csv', {}, fixtureBytes('places.kmz'));
    expect(parsed.places.map((p) => p.name)).toEqual([
      'Giant’s Causeway',
      'Dunluce Castle',
      'Carrick-a-Rede',
    ]);
  });

  it('refuses archives inside the archive and archives without KML', () => {
    expect(refusal('nested.kmz')).toBe(
      'This archive holds another archive (inner.kmz); archives inside archives are not read. Unpack it and import the KML inside.',
    );
    expect(refusal('images-only.kmz')).toBe(
      'This zip archive (KMZ) has no KML file (doc.kml) in it, so there are no places to read.',
    );
  });

  it('reads a Polarsteps export: each step a visited place, its trip a tag, its day the visit date', () => {
    for (const name of ['polarsteps-trip.json', 'polarsteps-export.zip']) {
      const parsed = parseFixture(name);
      expect(parsed.format).toBe('polarsteps');
      expect(parsed.places).toEqual([
        {
          name: 'Fushimi Inari',
          latitude: 34.9671,
          longitude: 135.7727,
          status: 'visited',
          notes: 'Ten thousand gates before breakfast.',
          visitedAt: '2024-04-01',
          tags: ['Japan by rail'],
        },
        {
          name: 'Miyajima',
          latitude: 34.2959,
          longitude: 132.3198,
          status: 'visited',
          visitedAt: '2024-04-06',
          tags: ['Japan by rail'],
        },
      ]);
      expect(parsed.errors).toEqual([{ source: 'step 3', reason: 'it has no coordinates' }]);
    }
  });
});

describe('GeoJSON geometries', () => {
  it('reads a bare Point and a 3D Point, named after the file', () => {
    expect(named(parseFixture('bare-point.geojson'))).toEqual([['bare-point 1', 36.5271, -6.2886]]);
    expect(named(parseFixture('bare-point-3d.geojson'))).toEqual([['bare-point-3d 1', 27.9881, 86.925]]);
  });

  it('reads a bare MultiPoint as one place per point and names the unreadable one', () => {
    const parsed = parseFixture('bare-multipoint.geojson');
    expect(named(parsed)).toEqual([
      ['bare-multipoint 1', 48.8584, 2.2945],
      ['bare-multipoint 2', 48.853, 2.3499],
    ]);
    expect(parsed.sources).toEqual(['point 1', 'point 2']);
    expect(parsed.errors).toEqual([{ source: 'point 3', reason: 'longitude “east” is not a number' }]);
  });

  it('reads the points of a bare GeometryCollection and lists what is not a point', () => {
    const parsed = parseFixture('bare-geometry-collection.geojson');
    expect(named(parsed)).toEqual([
      ['bare-geometry-collection 1', 41.8902, 12.4922],
      ['bare-geometry-collection 2', 41.9029, 12.4534],
    ]);
    expect(parsed.errors).toEqual([
      { source: 'geometry 2', reason: 'it is a LineString, not a single point' },
    ]);
  });

  it('reads Features of a MultiPoint or a GeometryCollection, one place per point', () => {
    const parsed = parseFixture('multi-features.geojson');
    expect(parsed.places).toEqual([
      {
        name: 'Lisbon viewpoints 1',
        latitude: 38.7139,
        longitude: -9.1335,
        status: 'planned',
        notes: 'Miradouros',
      },
      {
        name: 'Lisbon viewpoints 2',
        latitude: 38.7183,
        longitude: -9.1296,
        status: 'planned',
        notes: 'Miradouros',
      },
      { name: 'multi-features 1', latitude: 41.1579, longitude: -8.6291, status: 'planned' },
    ]);
    expect(parsed.sources).toEqual(['feature 1 point 1', 'feature 1 point 2', 'feature 2']);
    expect(parsed.errors).toEqual([
      { source: 'feature 3', reason: 'it is a LineString, not a single point' },
    ]);
  });

  it('takes the coordinates of Takeout places saved at (0, 0) from their Google Maps link', () => {
    const parsed = parseFixture('takeout-zero-with-url.json');
    expect(named(parsed)).toEqual([
      ["Ruins of St. Paul's", 22.194509, 113.540148],
      ['Dropped pin', -33.8568, 151.2153],
    ]);
    expect(parsed.errors).toEqual([{ source: 'feature 3', reason: 'it has no real coordinates (0, 0)' }]);
  });
});

describe('KML and GPX points', () => {
  it('reads MultiGeometry points, CDATA and CRLF, and names a coordinate that is not a number', () => {
    const parsed = parseFixture('multigeometry.kml');
    expect(parsed.places).toEqual([
      {
        name: 'Cádiz & the old town',
        latitude: 36.5271,
        longitude: -6.2886,
        status: 'planned',
        notes: '<b>Catedral</b> at dusk',
      },
      { name: 'Sevilla 1', latitude: 37.3861, longitude: -5.9931, status: 'planned' },
      { name: 'Sevilla 2', latitude: 37.3772, longitude: -5.9869, status: 'planned' },
    ]);
    expect(parsed.errors).toEqual([
      { source: 'placemark 3', reason: 'longitude “xxx” is not a number' },
      {
        source: 'placemark 4',
        reason: 'it is a collection that holds a LineString; only points can be places',
      },
    ]);
  });

  it('lists every GPX waypoint whose coordinates cannot be read, with its number', () => {
    const parsed = parseFixture('bad-waypoints.gpx');
    expect(parsed.places).toEqual([]);
    expect(parsed.errors).toEqual([
      { source: 'waypoint 1', reason: 'latitude “abc” is not a number' },
      { source: 'waypoint 2', reason: 'it has no coordinates' },
      { source: 'waypoint 3', reason: 'longitude “seven” is not a number' },
    ]);
    expect(parsed.notice).toBe(
      'None of the 3 waypoints in this file can be read: each is listed below with its problem.',
    );
  });

  it('reads route points and track ends only when asked', () => {
    const plain = parseFixture('routes-and-tracks.gpx');
    expect(plain.places.map((p) => p.name)).toEqual(['Mont Blanc']);
    expect(plain.errors).toEqual([{ source: 'waypoint 2', reason: 'longitude “x” is not a number' }]);
    expect(plain.notice).toBe(
      '1 route and 1 track in the file are not imported. To import points of them, tick “every point of its routes” or “the start and end of its tracks”.',
    );
    const all = parseFixture('routes-and-tracks.gpx', { gpx: { routePoints: true, trackEnds: true } });
    expect(named(all)).toEqual([
      ['Mont Blanc', 45.8326, 6.8652],
      ['Chamonix', 45.9237, 6.8694],
      ['Tour 2', 45.7969, 6.9702],
      ['Morning walk (start)', 45.9237, 6.8694],
      ['Morning walk (end)', 45.9412, 6.8901],
    ]);
    expect(all.sources).toEqual([
      'waypoint 1',
      'route point 1',
      'route point 2',
      'track 1 end 1',
      'track 1 end 2',
    ]);
  });
});
