import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import type { MapPlace } from '#shared/map-data.ts';
import type { NearestPlace } from '#shared/photo-groups.ts';
import type { GroupJob } from '../api/create-places';
import type { Region } from '../api/get-regions';
import type { useCreateRun } from '../hooks/use-create-run';
import * as plans from '../lib/plan';
import { placePath } from '#shared/place-url.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/** The Create button's words: what pressing it will do (new places, photos added to existing ones). */
function createLabel(news: number, joins: number): string {
  if (news === 0)
    return isOne(joins)
      ? i18n._('Add photos to {count} place', { count: formatNumber(joins) })
      : i18n._('Add photos to {count} places', { count: formatNumber(joins) });
  const values = { count: formatNumber(news), joins: formatNumber(joins) };
  if (joins === 0)
    return isOne(news) ? i18n._('Create {count} place', values) : i18n._('Create {count} places', values);
  if (isOne(news))
    return isOne(joins)
      ? i18n._('Create {count} place and add photos to {joins} place', values)
      : i18n._('Create {count} place and add photos to {joins} places', values);
  return isOne(joins)
    ? i18n._('Create {count} places and add photos to {joins} place', values)
    : i18n._('Create {count} places and add photos to {joins} places', values);
}

/** "Done: 3 groups saved, 1 failed (see why above)." */
function doneText(saved: number, failed: number): string {
  const values = { count: formatNumber(saved), failed: formatNumber(failed) };
  if (failed > 0)
    return isOne(saved)
      ? i18n._('Done: {count} group saved, {failed} failed (see why above).', values)
      : i18n._('Done: {count} groups saved, {failed} failed (see why above).', values);
  return isOne(saved)
    ? i18n._('Done: {count} group saved.', values)
    : i18n._('Done: {count} groups saved.', values);
}

/**
 * The one button that does it all, its progress bar, Retry for the groups that failed, and links to
 * the places made.
 */
export function CreateBar({
  plan,
  nearest,
  joinNearby,
  regionOf,
  create,
}: {
  plan: plans.Plan;
  nearest: (NearestPlace<MapPlace> | null)[];
  joinNearby: boolean;
  regionOf: (index: number) => Region | undefined;
  create: ReturnType<typeof useCreateRun>;
}) {
  const jobOf = (group: plans.PlanGroup, i: number): GroupJob | null => {
    const photos = group.photoIds.map((id) => plan.photos[id]).filter((p): p is plans.PlanPhoto => !!p);
    const near = nearest[i];
    if (near?.near && (group.join ?? joinNearby))
      return {
        groupId: group.id,
        photos,
        target: {
          kind: 'join',
          placeId: near.place.id,
          name: near.place.name,
          visitedAt: plans.visitedDate(plan, group),
        },
      };
    const centre = plans.groupCentre(plan, group);
    if (!centre || !plans.nameFits(group.name)) return null;
    const region = regionOf(i);
    return {
      groupId: group.id,
      photos,
      target: {
        kind: 'new',
        idempotencyKey: group.idempotencyKey,
        place: {
          name: group.name.trim(),
          ...centre,
          status: 'visited',
          visitedAt: plans.visitedDate(plan, group),
          // Unknown (the regions not loaded): the server fills them from the coordinates.
          ...(region?.country ? { country: region.country, state: region.state } : {}),
        },
      },
    };
  };

  const states = create.groups;
  const open = plan.groups
    .map((group, i) => ({ group, i }))
    .filter(({ group }) => states[group.id]?.state !== 'done');
  const failed = open.filter(({ group }) => states[group.id]?.state === 'failed');
  const todo = open;
  const jobs = todo.map(({ group, i }) => jobOf(group, i));
  const blocked = jobs.filter((job) => job === null).length;
  const joins = jobs.filter((job) => job?.target.kind === 'join').length;
  const news = jobs.length - joins;
  const label =
    failed.length > 0 && failed.length === open.length
      ? isOne(failed.length)
        ? i18n._('Retry {count} failed group', { count: formatNumber(failed.length) })
        : i18n._('Retry {count} failed groups', { count: formatNumber(failed.length) })
      : createLabel(news, joins);
  const finished = create.started && !create.running;
  const done = plan.groups.filter((g) => states[g.id]?.state === 'done');

  return (
    <div className="sticky bottom-0 z-10 space-y-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-lg backdrop-blur">
      {blocked > 0 && (
        <FormAlert>
          {isOne(blocked)
            ? i18n._('{count} group cannot be made yet: each needs a name and at least one photo with GPS.', {
                count: formatNumber(blocked),
              })
            : i18n._(
                '{count} groups cannot be made yet: each needs a name and at least one photo with GPS.',
                {
                  count: formatNumber(blocked),
                },
              )}
        </FormAlert>
      )}
      {create.started && (
        <div>
          <div
            role="progressbar"
            aria-label={i18n._('Creating the places')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(create.fraction * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-teal-700 transition-[width]"
              style={{ width: `${create.fraction * 100}%` }}
            />
          </div>
          <p role="status" className="mt-2 text-sm text-slate-800">
            {create.running
              ? i18n._('Working… {percent}%', { percent: Math.round(create.fraction * 100) })
              : doneText(done.length, failed.length)}
          </p>
        </div>
      )}
      {finished && done.length > 0 && (
        <ul
          aria-label={i18n._('Places made from the photos')}
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
        >
          {done.map((group) => {
            const state = states[group.id];
            return state?.state === 'done' ? (
              <li key={group.id}>
                <Link to={placePath(state.place)} className="font-semibold text-teal-800 underline">
                  {state.place.name}
                </Link>
              </li>
            ) : null;
          })}
        </ul>
      )}
      {!create.running && open.length > 0 && (
        <Button
          disabled={create.running || jobs.length === 0 || blocked > 0}
          onClick={() => create.run(jobs.filter((job): job is GroupJob => job !== null))}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
