import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLACES, readDemoPlaces } from './demo-places';

const yosemite = {
  name: 'Yosemite National Park',
  type: 'national-park',
  latitude: 37.8651,
  longitude: -119.5383,
  address: 'Yosemite National Park, CA 95389, USA',
  state: 'California',
  country: 'United States',
  status: 'visited',
  notes: 'Half Dome at sunrise.',
  visitedAt: '2022-05-01',
};

function demoFile(places: unknown[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fru-demo-')), 'demo-places.json');
  writeFileSync(file, JSON.stringify(places));
  return file;
}

describe('the demo places', () => {
  it('are read from their file, every one as the API would take it', () => {
    expect(DEMO_PLACES.length).toBeGreaterThan(100);
    expect(DEMO_PLACES.find((p) => p.name === 'Yellowstone National Park')).toMatchObject({
      state: 'Wyoming',
      country: 'United States',
      status: 'visited',
    });
    expect(readDemoPlaces(demoFile([yosemite]))).toEqual([yosemite]);
  });

  it('refuse a place the API would refuse, or one missing what every demo place has', () => {
    expect(() => readDemoPlaces(demoFile([{ ...yosemite, latitude: 97 }]))).toThrow(
      /Demo place 0\.latitude .*Latitude must be between -90 and 90/,
    );
    const { country: _country, ...noCountry } = yosemite;
    expect(() => readDemoPlaces(demoFile([yosemite, noCountry]))).toThrow(/Demo place 1\.country/);
    expect(() => readDemoPlaces(demoFile([{ ...yosemite, country: 'Canada' }]))).toThrow(
      /A state only for a place in the United States/,
    );
    expect(() => readDemoPlaces(demoFile([{ ...yosemite, status: 'planned' }]))).toThrow(
      /A visit date only for a visited place/,
    );
  });
});
