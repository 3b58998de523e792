import { describe, expect, it } from 'vitest';
import { detectRegion } from '../../src/server/geo/detect';
import { measureAccuracy, type Tally } from './measure';

const share = ({ right, total }: Tally) => right / total;

describe('country and state detection on public gazetteers (npm run geo:accuracy)', () => {
  const result = measureAccuracy(detectRegion);

  it('names the country of GeoNames cities inland and within 10 km of a border', () => {
    expect(result.unknownCodes).toEqual(new Set());
    expect(share(result.cities.far)).toBeGreaterThanOrEqual(0.999);
    expect(share(result.cities.near)).toBeGreaterThanOrEqual(0.98);
  });

  it('names the state of US ZIP points as well as before, near state lines too', () => {
    // The postal list's points near a state line: 99.76% before and after (README, Borders).
    expect(share(result.postalZips.all)).toBeGreaterThanOrEqual(0.999);
    expect(share(result.postalZips.near)).toBeGreaterThanOrEqual(0.997);
    expect(share(result.censusZips.near)).toBeGreaterThanOrEqual(0.995);
  });
});
