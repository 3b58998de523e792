import { describe, expect, it } from 'vitest';
import * as plans from './plan';

const METRE = 1 / 111_195;
const photo = (id: string, at?: [number, number], takenAt: string | null = null): plans.PlanPhoto => ({
  id,
  file: new File([], `${id}.jpg`),
  path: `${id}.jpg`,
  latitude: at ? at[0] : null,
  longitude: at ? at[1] : null,
  takenAt,
});
const noSuggestion: plans.Suggest = () => undefined;
const ids = (plan: plans.Plan) => plan.groups.map((group) => group.photoIds);

function tokyoAndParis() {
  return plans.planFrom(
    [
      photo('t1', [35.66, 139.7], '2024-05-06T10:00:00'),
      photo('p1', [48.85, 2.35], '2023-09-11T08:00:00'),
      photo('t2', [35.66 + 100 * METRE, 139.7], '2024-05-05T18:00:00'),
      photo('x'),
      photo('p2', [48.85, 2.3505], '2023-09-10T14:00:00'),
    ],
    noSuggestion,
  );
}

describe('the plan of photos', () => {
  it('groups the photos with GPS and lists the others apart, named Place 1, Place 2', () => {
    const plan = tokyoAndParis();
    expect(ids(plan)).toEqual([
      ['t1', 't2'],
      ['p1', 'p2'],
    ]);
    expect(plan.groups.map((g) => g.name)).toEqual(['Place 1', 'Place 2']);
    expect(plan.unplaced).toEqual(['x']);
    expect(plan.groups.map((g) => plans.visitedDate(plan, g))).toEqual(['2024-05-05', '2023-09-10']);
  });

  it("takes a nearby place's name when the caller suggests one", () => {
    const plan = plans.planFrom([photo('a', [1, 1])], () => 'Old town');
    expect(plan.groups[0]!.name).toBe('Old town');
  });

  it('merges, keeping the first name, and splits back into single photos', () => {
    const plan = tokyoAndParis();
    const [tokyo, paris] = plan.groups;
    const merged = plans.merge(plan, tokyo!.id, paris!.id);
    expect(ids(merged)).toEqual([['t1', 't2', 'p1', 'p2']]);
    expect(merged.groups[0]!.name).toBe('Place 1');
    expect(merged.groups[0]!.idempotencyKey).not.toBe(tokyo!.idempotencyKey);
    const split = plans.split(merged, tokyo!.id, noSuggestion);
    expect(ids(split)).toEqual([['t1'], ['t2'], ['p1'], ['p2']]);
    expect(split.groups.map((g) => g.name)).toEqual(['Place 1', 'Place 3', 'Place 4', 'Place 5']);
  });

  it('sends photos without GPS back apart when their group is split', () => {
    const plan = tokyoAndParis();
    const withX = plans.movePhoto(plan, 'x', plan.groups[0]!.id);
    const first = withX.groups[0]!;
    expect(first.photoIds).toEqual(['t1', 't2', 'x']);
    expect(withX.unplaced).toEqual([]);
    const split = plans.split(withX, first.id, noSuggestion);
    expect(ids(split)).toEqual([['t1'], ['t2'], ['p1', 'p2']]);
    expect(split.unplaced).toEqual(['x']);
  });

  it('moves a photo, and a group left empty goes', () => {
    const plan = tokyoAndParis();
    const [tokyo, paris] = plan.groups;
    const once = plans.movePhoto(plan, 't1', paris!.id);
    expect(ids(once)).toEqual([['t2'], ['p1', 'p2', 't1']]);
    const twice = plans.movePhoto(once, 't2', paris!.id);
    expect(twice.groups.map((g) => g.id)).toEqual([paris!.id]);
    expect(twice.groups.some((g) => g.id === tokyo!.id)).toBe(false);
  });

  it('drops a photo or a group with its photos', () => {
    const plan = tokyoAndParis();
    const dropped = plans.dropPhoto(plan, 'p1');
    expect(ids(dropped)).toEqual([['t1', 't2'], ['p2']]);
    expect(dropped.photos.p1).toBeUndefined();
    const gone = plans.dropGroup(dropped, dropped.groups[0]!.id);
    expect(ids(gone)).toEqual([['p2']]);
    expect(Object.keys(gone.photos).sort()).toEqual(['p2', 'x']);
  });

  it('places a photo without GPS by hand in a group of its own', () => {
    const plan = plans.placeAt(tokyoAndParis(), 'x', { latitude: 10, longitude: 20 }, noSuggestion);
    expect(ids(plan)).toEqual([['t1', 't2'], ['p1', 'p2'], ['x']]);
    expect(plan.unplaced).toEqual([]);
    expect(plans.groupCentre(plan, plan.groups[2]!)).toEqual({ latitude: 10, longitude: 20 });
  });

  it('centres a group on its photos with GPS only', () => {
    const plan = tokyoAndParis();
    const withX = plans.movePhoto(plan, 'x', plan.groups[1]!.id);
    const centre = plans.groupCentre(withX, withX.groups[1]!)!;
    expect(centre.latitude).toBeCloseTo(48.85, 5);
    expect(centre.longitude).toBeCloseTo(2.35025, 5);
  });

  it('starts a photo without GPS where the photo taken closest in time to it was', () => {
    const plan = plans.planFrom(
      [
        photo('t1', [35.66, 139.7], '2024-05-06T10:00:00'),
        photo('p1', [48.85, 2.35], '2024-05-09T08:00:00'),
        photo('x', undefined, '2024-05-08T20:00:00'),
        photo('y'),
      ],
      noSuggestion,
    );
    expect(plans.likelyPoint(plan, 'x')).toEqual({ latitude: 48.85, longitude: 2.35 });
    expect(plans.likelyPoint(plan, 'y')).toBeNull();
  });
});
