import type { APIRequestContext } from '@playwright/test';
import {
  decodeMapData,
  type MapDataWire,
  type MapNamesWire,
  type PlaceSummary,
} from '../../src/shared/map-data';
import { withNames } from '../../src/shared/map-names';
import { expect } from './fixtures';

/** Every public place as a visitor's map has it, with the names that come apart. */
export async function mapPlaces(request: APIRequestContext): Promise<PlaceSummary[]> {
  const [map, names] = await Promise.all([
    request.get('/api/locations/map'),
    request.get('/api/locations/map/names'),
  ]);
  expect(map.status()).toBe(200);
  expect(names.status()).toBe(200);
  return withNames(decodeMapData((await map.json()) as MapDataWire), (await names.json()) as MapNamesWire)
    .places;
}
