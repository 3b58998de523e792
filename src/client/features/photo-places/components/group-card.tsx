import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { inputClass } from '#client/components/ui/field.tsx';
import { LIMITS } from '#shared/location.ts';
import type { MapPlace } from '#shared/map-data.ts';
import type { NearestPlace } from '#shared/photo-groups.ts';
import type { GroupState } from '../api/create-places';
import type { Region } from '../api/get-regions';
import * as plans from '../lib/plan';
import { useNearViewport } from '../hooks/use-near-viewport';
import { PhotoThumb, PHOTO_DRAG_TYPE } from './photo-thumb';
import { VisitedText } from './visited-text';
import { placePath } from '#shared/place-url.ts';
import { formatNumber, i18n, intlLocale } from '#client/lib/i18n.ts';

const ONE_DECIMAL = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "40 m", "2.5 km", "1,234 km" (photo-groups.ts's formatDistance, written the page's way). */
function distanceText(meters: number): string {
  if (meters < 1000) return `${formatNumber(Math.round(meters))} m`;
  if (meters < 100_000) return `${ONE_DECIMAL.format(meters / 1000)} km`;
  return `${formatNumber(Math.round(meters / 1000))} km`;
}

/** A sentence with a place's name in it, split around the name (which the card shows as a link or in colour). */
const aroundPlace = (sentence: string) => sentence.split('{place}');

// Leaflet comes with the first group's map, in a chunk of its own.
const GroupMap = lazy(async () => ({ default: (await import('./group-map')).GroupMap }));

export interface GroupCardProps {
  plan: plans.Plan;
  group: plans.PlanGroup;
  number: number;
  urls: Record<string, string | null>;
  nearest: NearestPlace<MapPlace> | null;
  region: Region | undefined;
  regionsLoading: boolean;
  /** The photos go to the nearby existing place instead of a new one. */
  joining: boolean;
  state: GroupState | undefined;
  locked: boolean;
  update: (change: (plan: plans.Plan) => plans.Plan) => void;
  suggest: plans.Suggest;
}

/** One group of photos: the place it becomes (or joins), on a small map, with its photos. */
export function GroupCard(props: GroupCardProps) {
  const { plan, group, number, urls, nearest, region, joining, state, update } = props;
  const [dropping, setDropping] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // Hundreds of groups: maps and menus are drawn as the owner scrolls to them.
  const near = useNearViewport(ref);
  const done = state?.state === 'done';
  const locked = props.locked || done;
  const points = plans.groupPoints(plan, group);
  const visited = plans.visitedDate(plan, group);
  const others = plan.groups.filter((g) => g.id !== group.id);
  const nameId = `group-name-${group.id}`;
  const blank = !joining && group.name.trim() === '';
  // A longer name is kept and counted, never cut; the group waits until it is shortened.
  const tooLong = !joining && !blank && !plans.nameFits(group.name);
  const photosToAdd = aroundPlace(i18n._('Photos to add to {place}', { place: '{place}' }));

  return (
    <article
      ref={ref}
      aria-label={i18n._('Group {number}', { number })}
      onDragOver={(event) => {
        if (locked || !event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false);
        const photoId = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (!photoId || locked) return;
        event.preventDefault();
        update((p) => plans.movePhoto(p, photoId, group.id));
      }}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        dropping ? 'border-teal-600 ring-2 ring-teal-600' : 'border-slate-200',
        done && 'border-teal-300 bg-teal-50/40',
      )}
    >
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        {near ? (
          <Suspense fallback={<div className="h-48 animate-pulse rounded-xl bg-slate-100" />}>
            <GroupMap
              points={points}
              place={nearest?.near ? nearest.place : undefined}
              label={i18n._('Map of group {number}', { number })}
            />
          </Suspense>
        ) : (
          <div className="h-48 rounded-xl bg-slate-100" />
        )}
        <div className="min-w-0 space-y-3">
          {joining && nearest ? (
            <p className="font-semibold text-slate-900">
              {photosToAdd[0]}
              <span className="text-teal-800">{nearest.place.name}</span>
              {photosToAdd[1]}
            </p>
          ) : (
            <div>
              <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-slate-800">
                {i18n._('Name of group {number}', { number })}
              </label>
              <input
                id={nameId}
                className={inputClass}
                value={group.name}
                required
                disabled={locked}
                aria-invalid={blank || tooLong || undefined}
                aria-describedby={
                  blank || nearLimit(group.name, LIMITS.nameMax) ? `${nameId}-error` : undefined
                }
                onChange={(event) => update((p) => plans.rename(p, group.id, event.target.value))}
              />
              {blank && (
                <p id={`${nameId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {i18n._('A name is required')}
                </p>
              )}
              {!blank && nearLimit(group.name, LIMITS.nameMax) && (
                <p id={`${nameId}-error`} className="mt-1 text-sm text-slate-600">
                  <CharacterCount value={group.name} max={LIMITS.nameMax} />
                </p>
              )}
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{i18n._('Photos')}</dt>
            <dd className="text-slate-900">{group.photoIds.length}</dd>
            <dt className="text-slate-600">{i18n._('Visited')}</dt>
            <dd className="text-slate-900">
              <VisitedText visited={visited} joined={joining && nearest ? nearest.place : undefined} />
            </dd>
            <dt className="text-slate-600">{i18n._('Country')}</dt>
            <dd className="text-slate-900">
              {region
                ? (region.country ?? i18n._('none (at sea?)'))
                : props.regionsLoading
                  ? i18n._('Finding…')
                  : i18n._('unknown')}
            </dd>
            {region?.state && (
              <>
                <dt className="text-slate-600">{i18n._('State')}</dt>
                <dd className="text-slate-900">{region.state}</dd>
              </>
            )}
            <dt className="text-slate-600">{i18n._('Nearest place')}</dt>
            <dd className="text-slate-900">
              {nearest
                ? i18n._('{name}, {distance} away', {
                    name: nearest.place.name,
                    distance: distanceText(nearest.distanceM),
                  })
                : i18n._('none yet')}
            </dd>
          </dl>
          {nearest?.near && (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={joining}
                disabled={locked}
                onChange={(event) => update((p) => plans.setJoin(p, group.id, event.target.checked))}
              />
              {i18n._('Add these photos to {name} instead of making a new place', {
                name: nearest.place.name,
              })}
            </label>
          )}
          {points.length === 0 && (
            <p className="text-sm font-medium text-red-700">
              {i18n._('No photo of this group has GPS: move one with GPS here, or drop the group.')}
            </p>
          )}
          {group.photoIds.length > LIMITS.photosMax && (
            <p className="text-sm font-medium text-red-700">
              {i18n._('A place holds at most {max} photos: split this group or drop some.', {
                max: formatNumber(LIMITS.photosMax),
              })}
            </p>
          )}
          <GroupStatus state={state} />
        </div>
      </div>
      <ul aria-label={i18n._('Photos of group {number}', { number })} className="mt-4 flex flex-wrap gap-3">
        {group.photoIds.map((id) => {
          const photo = plan.photos[id];
          if (!photo) return null;
          return (
            <li key={id}>
              <PhotoThumb
                photo={photo}
                url={urls[id]}
                locked={locked}
                moveTargets={(near ? others : []).map((g) => ({
                  id: g.id,
                  name: g.name || i18n._('group {number}', { number: plan.groups.indexOf(g) + 1 }),
                }))}
                onMove={(to) => update((p) => plans.movePhoto(p, id, to))}
                onDrop={() => update((p) => plans.dropPhoto(p, id))}
              />
            </li>
          );
        })}
      </ul>
      {!locked && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          {near && others.length > 0 && (
            <select
              aria-label={i18n._('Merge group {number} with', { number })}
              className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              value=""
              onChange={(event) =>
                event.target.value && update((p) => plans.merge(p, group.id, event.target.value))
              }
            >
              <option value="">{i18n._('Merge with…')}</option>
              {others.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name || i18n._('Group {number}', { number: plan.groups.indexOf(g) + 1 })}
                </option>
              ))}
            </select>
          )}
          {group.photoIds.length > 1 && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => update((p) => plans.split(p, group.id, props.suggest))}
            >
              {i18n._('Split into single photos')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => update((p) => plans.dropGroup(p, group.id))}>
            {i18n._('Drop group {number}', { number })}
          </Button>
        </div>
      )}
    </article>
  );
}

function GroupStatus({ state }: { state: GroupState | undefined }) {
  if (!state) return null;
  const text = {
    waiting: i18n._('Waiting…'),
    uploading: i18n._('Uploading the photos…'),
    saving: i18n._('Saving the place…'),
  };
  return (
    <p
      role="status"
      className={cn('text-sm font-medium', state.state === 'failed' ? 'text-red-700' : 'text-slate-800')}
    >
      {state.state === 'done' ? (
        <DoneText state={state} />
      ) : state.state === 'failed' ? (
        i18n._('Failed: {message}', { message: state.message })
      ) : (
        text[state.state]
      )}
    </p>
  );
}

/** "Created Kyoto" or "Photos added to Kyoto, now Visited 2023-08-15", the place a link. */
function DoneText({ state }: { state: Extract<GroupState, { state: 'done' }> }) {
  const [before, after] = aroundPlace(
    !state.added
      ? i18n._('Created {place}', { place: '{place}' })
      : state.visit
        ? i18n._('Photos added to {place}, {visit}', { place: '{place}', visit: state.visit })
        : i18n._('Photos added to {place}', { place: '{place}' }),
  );
  return (
    <>
      {before}
      <Link to={placePath(state.place)} className="text-teal-800 underline">
        {state.place.name}
      </Link>
      {after}
    </>
  );
}
