import { describe, expect, it } from 'vitest';
import { detectRegion } from '../../src/server/geo/detect';
import { acrossStraightLine } from './gazetteer';
import { measureAccuracy, type Tally } from './measure';

const share = ({ right, total }: Tally) => right / total;

describe('country and state detection on public gazetteers (npm run geo:accuracy)', () => {
  const result = measureAccuracy(detectRegion);

  it('names the country of GeoNames cities inland and within 10 km of a border', () => {
    expect(result.unknownCodes).toEqual(new Set());
    expect(share(result.cities.far)).toBeGreaterThanOrEqual(0.999);
    expect(share(result.cities.near)).toBeGreaterThanOrEqual(0.98);
  });

  it('names the state of US ZIP points, near state lines too', () => {
    // Near a state line: 99.91% (Census) and 99.87% (postal) with the finer state lines, against
    // 99.60% and 99.76% with the Census 1:10m cut alone (README, Borders). Judged by each ZIP's
    // state even where its point lies across a straight line in the neighbour: 99.79% and 99.87%.
    expect(share(result.postalZips.all)).toBeGreaterThanOrEqual(0.9995);
    expect(share(result.censusZips.all)).toBeGreaterThanOrEqual(0.9995);
    expect(share(result.postalZips.near)).toBeGreaterThanOrEqual(0.998);
    expect(share(result.censusZips.near)).toBeGreaterThanOrEqual(0.998);
    expect(share(result.censusZips.nearAsLabelled)).toBeGreaterThanOrEqual(0.997);
  });
});

describe('a ZIP point across a straight state line', () => {
  it('is expected in the state it lies in when it is clearly across', () => {
    // Evanston, Wyoming's ZIP 82930: its Census point is 4.7 km south of the 41st parallel.
    expect(acrossStraightLine(40.958206, -110.607498, 'Wyoming')).toBe('Utah');
    // Freedom, Wyoming's 83120: 7 km west of 111°03′ W, in Idaho.
    expect(acrossStraightLine(43.109389, -111.138878, 'Wyoming')).toBe('Idaho');
    // New Pine Creek, Oregon's 97635: 8 km south of the 42nd parallel, in California.
    expect(acrossStraightLine(41.929992, -120.294195, 'Oregon')).toBe('California');
  });

  it('keeps its ZIP state on its own side, within the survey’s wander, and off the line’s span', () => {
    expect(acrossStraightLine(41.268, -110.963, 'Wyoming')).toBeUndefined();
    // 1 km across: surveyed lines stray from the nominal parallel by about that much.
    expect(acrossStraightLine(40.991, -110.6, 'Wyoming')).toBeUndefined();
    // West of El Paso, south of the 32nd parallel, New Mexico holds the Rio Grande's west bank.
    expect(acrossStraightLine(31.799062, -106.550459, 'New Mexico')).toBeUndefined();
    // A state the line does not divide.
    expect(acrossStraightLine(40.9, -110.6, 'Colorado')).toBeUndefined();
  });
});
