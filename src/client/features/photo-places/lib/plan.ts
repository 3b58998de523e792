import { LIMITS } from '#shared/location.ts';
import { centreOf, groupByDistance, type GeoPoint } from '#shared/photo-groups.ts';
import { i18n } from '#client/lib/i18n.ts';

// The owner's plan before anything is created: the photos read, their groups (one place each) and
// the photos without GPS. Pure functions from a plan to the next; the page keeps the plan in state.

export interface PlanPhoto {
  id: string;
  file: File;
  /** Where it came from in the folder or zip, as the owner knows it. */
  path: string;
  latitude: number | null;
  longitude: number | null;
  /** `YYYY-MM-DDTHH:MM:SS`, the camera's local time, or null. */
  takenAt: string | null;
}

export interface PlanGroup {
  id: string;
  photoIds: string[];
  name: string;
  /** Whether the photos go to the nearby existing place; undefined: as the page-wide checkbox says. */
  join?: boolean;
  /** One per content of the group: a retried create answers the first answer (changed on every edit). */
  idempotencyKey: string;
}

export interface Plan {
  photos: Record<string, PlanPhoto>;
  groups: PlanGroup[];
  /** Photos without GPS, not yet put in a group. */
  unplaced: string[];
  /** The number the next "Place N" takes. */
  nextNumber: number;
}

/** A name for a new group of these photos: the caller's suggestion (a nearby place's), else "Place N". */
export type Suggest = (photos: GeoPoint[]) => string | undefined;

const newKey = () => crypto.randomUUID();
let groupCounter = 0;
const newGroupId = () => `g${++groupCounter}`;

const located = (photo: PlanPhoto): photo is PlanPhoto & GeoPoint =>
  photo.latitude !== null && photo.longitude !== null;

/** The group's photos that carry coordinates (hand-moved ones without GPS do not count). */
export function groupPoints(plan: Plan, group: PlanGroup): GeoPoint[] {
  return group.photoIds
    .map((id) => plan.photos[id])
    .filter((photo): photo is PlanPhoto & GeoPoint => photo !== undefined && located(photo))
    .map(({ latitude, longitude }) => ({ latitude, longitude }));
}

export const groupCentre = (plan: Plan, group: PlanGroup) => centreOf(groupPoints(plan, group));

/** The earliest date a photo of the group was taken, `YYYY-MM-DD`: the visited date. */
export function visitedDate(plan: Plan, group: PlanGroup): string | null {
  const dates = group.photoIds
    .map((id) => plan.photos[id]?.takenAt)
    .filter((date): date is string => Boolean(date))
    .sort();
  return dates[0]?.slice(0, 10) ?? null;
}

/** A new group's name: the one suggested for its photos, else "Place 3" in the page's language. */
function named(plan: Plan, photos: GeoPoint[], suggest: Suggest): { name: string; nextNumber: number } {
  const suggested = suggest(photos);
  if (suggested) return { name: suggested, nextNumber: plan.nextNumber };
  return { name: i18n._('Place {number}', { number: plan.nextNumber }), nextNumber: plan.nextNumber + 1 };
}

/** Adds groups for `photoIds` (each a list), named in order. */
function withNewGroups(plan: Plan, lists: string[][], suggest: Suggest): Plan {
  let next = plan;
  for (const photoIds of lists) {
    const points = photoIds
      .map((id) => next.photos[id])
      .filter((p): p is PlanPhoto & GeoPoint => !!p && located(p));
    const { name, nextNumber } = named(next, points, suggest);
    next = {
      ...next,
      nextNumber,
      groups: [...next.groups, { id: newGroupId(), photoIds, name, idempotencyKey: newKey() }],
    };
  }
  return next;
}

/** The first plan: photos with GPS grouped by distance, the others apart. */
export function planFrom(photos: PlanPhoto[], suggest: Suggest): Plan {
  const withGps = photos.filter(located);
  const empty: Plan = {
    photos: Object.fromEntries(photos.map((photo) => [photo.id, photo])),
    groups: [],
    unplaced: photos.filter((photo) => !located(photo)).map((photo) => photo.id),
    nextNumber: 1,
  };
  const lists = groupByDistance(withGps).map((indices) => indices.map((i) => withGps[i]!.id));
  return withNewGroups(empty, lists, suggest);
}

/** Replaces one group, with a fresh idempotency key: its content changed. */
function edit(plan: Plan, groupId: string, change: (group: PlanGroup) => PlanGroup): Plan {
  return {
    ...plan,
    groups: plan.groups.map((group) =>
      group.id === groupId ? { ...change(group), idempotencyKey: newKey() } : group,
    ),
  };
}

/** Whether a group's name can name a new place: not blank, and within a place name's limit. */
export const nameFits = (name: string) => name.trim() !== '' && name.trim().length <= LIMITS.nameMax;

export const rename = (plan: Plan, groupId: string, name: string): Plan =>
  edit(plan, groupId, (group) => ({ ...group, name }));

export const setJoin = (plan: Plan, groupId: string, join: boolean): Plan =>
  edit(plan, groupId, (group) => ({ ...group, join }));

/** `from`'s photos join `into` (which keeps its name); `from` goes. */
export function merge(plan: Plan, intoId: string, fromId: string): Plan {
  const from = plan.groups.find((group) => group.id === fromId);
  if (!from || fromId === intoId) return plan;
  const merged = edit(plan, intoId, (group) => ({
    ...group,
    photoIds: [...group.photoIds, ...from.photoIds],
  }));
  return { ...merged, groups: merged.groups.filter((group) => group.id !== fromId) };
}

/**
 * Every photo of the group with GPS in a group of its own (the first keeps the group's name); the
 * ones without GPS go back among the photos without GPS, as a group of one of them could not be made.
 */
export function split(plan: Plan, groupId: string, suggest: Suggest): Plan {
  const group = plan.groups.find((g) => g.id === groupId);
  if (!group || group.photoIds.length < 2) return plan;
  const withGps = group.photoIds.filter((id) => plan.photos[id] && located(plan.photos[id]));
  const without = group.photoIds.filter((id) => !withGps.includes(id));
  const [first, ...rest] = withGps;
  if (first === undefined) return plan;
  const kept = edit(plan, groupId, (g) => ({ ...g, photoIds: [first] }));
  const added = withNewGroups(
    { ...kept, groups: [] },
    rest.map((id) => [id]),
    suggest,
  );
  // The new groups follow the one they came from.
  const at = kept.groups.findIndex((g) => g.id === groupId);
  return {
    ...added,
    groups: [...kept.groups.slice(0, at + 1), ...added.groups, ...kept.groups.slice(at + 1)],
    unplaced: [...kept.unplaced, ...without],
  };
}

/** Takes a photo out of wherever it is; a group left empty goes. */
function takeOut(plan: Plan, photoId: string): Plan {
  const holder = plan.groups.find((group) => group.photoIds.includes(photoId));
  const next = holder
    ? edit(plan, holder.id, (group) => ({
        ...group,
        photoIds: group.photoIds.filter((id) => id !== photoId),
      }))
    : plan;
  return {
    ...next,
    groups: next.groups.filter((group) => group.photoIds.length > 0),
    unplaced: next.unplaced.filter((id) => id !== photoId),
  };
}

export function movePhoto(plan: Plan, photoId: string, toGroupId: string): Plan {
  if (!plan.photos[photoId] || !plan.groups.some((group) => group.id === toGroupId)) return plan;
  if (plan.groups.find((group) => group.id === toGroupId)?.photoIds.includes(photoId)) return plan;
  return edit(takeOut(plan, photoId), toGroupId, (group) => ({
    ...group,
    photoIds: [...group.photoIds, photoId],
  }));
}

export function dropPhoto(plan: Plan, photoId: string): Plan {
  const { [photoId]: _dropped, ...photos } = plan.photos;
  return { ...takeOut(plan, photoId), photos };
}

export function dropGroup(plan: Plan, groupId: string): Plan {
  const group = plan.groups.find((g) => g.id === groupId);
  if (!group) return plan;
  const photos = { ...plan.photos };
  for (const id of group.photoIds) delete photos[id];
  return { ...plan, photos, groups: plan.groups.filter((g) => g.id !== groupId) };
}

/** A photo without GPS placed by hand at `point`: it starts a group of its own there. */
export function placeAt(plan: Plan, photoId: string, point: GeoPoint, suggest: Suggest): Plan {
  const photo = plan.photos[photoId];
  if (!photo) return plan;
  const moved = takeOut({ ...plan, photos: { ...plan.photos, [photoId]: { ...photo, ...point } } }, photoId);
  return withNewGroups(moved, [[photoId]], suggest);
}

/**
 * Where a photo without GPS was most likely taken: the centre of the group with the photo taken
 * closest in time to it (the same afternoon, most often the same place). Null without dates.
 */
export function likelyPoint(plan: Plan, photoId: string): GeoPoint | null {
  const takenAt = plan.photos[photoId]?.takenAt;
  if (!takenAt) return null;
  const time = Date.parse(`${takenAt}Z`);
  let best: { group: PlanGroup; gap: number } | null = null;
  for (const group of plan.groups)
    for (const id of group.photoIds) {
      const other = plan.photos[id];
      if (!other?.takenAt || !located(other)) continue;
      const gap = Math.abs(Date.parse(`${other.takenAt}Z`) - time);
      if (!best || gap < best.gap) best = { group, gap };
    }
  return best ? groupCentre(plan, best.group) : null;
}
