import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { inputClass } from '#client/components/ui/field.tsx';
import { LIMITS } from '#shared/location.ts';
import type { MapPlace } from '#shared/map-data.ts';
import { formatDistance, type NearestPlace } from '#shared/photo-groups.ts';
import type { GroupState } from '../api/create-places';
import type { Region } from '../api/get-regions';
import * as plans from '../lib/plan';
import { useNearViewport } from '../hooks/use-near-viewport';
import { PhotoThumb, PHOTO_DRAG_TYPE } from './photo-thumb';
import { VisitedText } from './visited-text';
import { placePath } from '#shared/place-url.ts';

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

  return (
    <article
      ref={ref}
      aria-label={`Group ${number}`}
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
              label={`Map of group ${number}`}
            />
          </Suspense>
        ) : (
          <div className="h-48 rounded-xl bg-slate-100" />
        )}
        <div className="min-w-0 space-y-3">
          {joining && nearest ? (
            <p className="font-semibold text-slate-900">
              Photos to add to <span className="text-teal-800">{nearest.place.name}</span>
            </p>
          ) : (
            <div>
              <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-slate-800">
                Name of group {number}
              </label>
              <input
                id={nameId}
                className={inputClass}
                value={group.name}
                required
                maxLength={LIMITS.nameMax}
                disabled={locked}
                aria-invalid={blank || undefined}
                aria-describedby={blank ? `${nameId}-error` : undefined}
                onChange={(event) => update((p) => plans.rename(p, group.id, event.target.value))}
              />
              {blank && (
                <p id={`${nameId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  A name is required
                </p>
              )}
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Photos</dt>
            <dd className="text-slate-900">{group.photoIds.length}</dd>
            <dt className="text-slate-600">Visited</dt>
            <dd className="text-slate-900">
              <VisitedText visited={visited} joined={joining && nearest ? nearest.place : undefined} />
            </dd>
            <dt className="text-slate-600">Country</dt>
            <dd className="text-slate-900">
              {region ? (region.country ?? 'none (at sea?)') : props.regionsLoading ? 'Finding…' : 'unknown'}
            </dd>
            {region?.state && (
              <>
                <dt className="text-slate-600">State</dt>
                <dd className="text-slate-900">{region.state}</dd>
              </>
            )}
            <dt className="text-slate-600">Nearest place</dt>
            <dd className="text-slate-900">
              {nearest ? `${nearest.place.name}, ${formatDistance(nearest.distanceM)} away` : 'none yet'}
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
              Add these photos to {nearest.place.name} instead of making a new place
            </label>
          )}
          {points.length === 0 && (
            <p className="text-sm font-medium text-red-700">
              No photo of this group has GPS: move one with GPS here, or drop the group.
            </p>
          )}
          {group.photoIds.length > LIMITS.photosMax && (
            <p className="text-sm font-medium text-red-700">
              A place holds at most {LIMITS.photosMax} photos: split this group or drop some.
            </p>
          )}
          <GroupStatus state={state} />
        </div>
      </div>
      <ul aria-label={`Photos of group ${number}`} className="mt-4 flex flex-wrap gap-3">
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
                  name: g.name || `group ${plan.groups.indexOf(g) + 1}`,
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
              aria-label={`Merge group ${number} with`}
              className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              value=""
              onChange={(event) =>
                event.target.value && update((p) => plans.merge(p, group.id, event.target.value))
              }
            >
              <option value="">Merge with…</option>
              {others.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name || `Group ${plan.groups.indexOf(g) + 1}`}
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
              Split into single photos
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => update((p) => plans.dropGroup(p, group.id))}>
            Drop group {number}
          </Button>
        </div>
      )}
    </article>
  );
}

function GroupStatus({ state }: { state: GroupState | undefined }) {
  if (!state) return null;
  const text = {
    waiting: 'Waiting…',
    uploading: 'Uploading the photos…',
    saving: 'Saving the place…',
  } as const;
  return (
    <p
      role="status"
      className={cn('text-sm font-medium', state.state === 'failed' ? 'text-red-700' : 'text-slate-800')}
    >
      {state.state === 'done' ? (
        <>
          {state.added ? 'Photos added to ' : 'Created '}
          <Link to={placePath(state.place)} className="text-teal-800 underline">
            {state.place.name}
          </Link>
          {state.visit && `, ${state.visit}`}
        </>
      ) : state.state === 'failed' ? (
        `Failed: ${state.message}`
      ) : (
        text[state.state]
      )}
    </p>
  );
}
