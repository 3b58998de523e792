import { useQuery } from '@tanstack/react-query';
import { uploadPhoto } from '../photos/public-owner';
import { useMemo, useState } from 'react';
import { PageHead } from '#client/components/page-head.tsx';
import { CameraIcon } from '#client/components/ui/icons.tsx';
import { centreOf, nearestPlace, PHOTO_GROUP_RADIUS_M } from '#shared/photo-groups.ts';
import { OwnerPage } from '#client/components/owner-page.tsx';
import { placesQuery } from '../locations/public-owner';
import type { UploadPhoto } from './api/create-places';
import { useRegions } from './api/get-regions';
import { CreateBar } from './components/create-bar';
import { GroupCard } from './components/group-card';
import { PhotoPicker } from './components/photo-picker';
import { UnplacedPhotos } from './components/unplaced-photos';
import { useCreateRun } from './hooks/use-create-run';
import { usePhotoReading } from './hooks/use-photo-reading';
import { useThumbnails } from './hooks/use-thumbnails';
import * as plans from './lib/plan';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/** `/places-from-photos` (owner): a folder of photos made into places by where they were taken. */
export function PhotoPlacesPage({ upload = uploadPhoto }: { upload?: UploadPhoto }) {
  return (
    <OwnerPage
      head={<PageHead path="/places-from-photos" />}
      title={i18n._('Places from photos')}
      icon={<CameraIcon size={22} />}
      signInText={i18n._('Please sign in as the owner to make places from photos.')}
      keepWhenSessionEnds
    >
      <Restartable upload={upload} />
    </OwnerPage>
  );
}

/** "Start over" forgets everything: the photos read, the plan and any run. */
function Restartable({ upload }: { upload: UploadPhoto }) {
  const [round, setRound] = useState(0);
  return <PhotoPlaces key={round} upload={upload} onRestart={() => setRound((n) => n + 1)} />;
}

function PhotoPlaces({ upload, onRestart }: { upload: UploadPhoto; onRestart: () => void }) {
  const allPlaces = useQuery(placesQuery).data;
  const [plan, setPlan] = useState<plans.Plan | null>(null);
  const [note, setNote] = useState<string>();
  const [joinNearby, setJoinNearby] = useState(true);
  const create = useCreateRun(upload);
  // The places this page made are not "nearby places" of the groups they came from.
  const made = Object.values(create.groups).flatMap((state) =>
    state.state === 'done' && !state.added ? [state.place.id] : [],
  );
  const madeKey = made.join(',');
  const places = useMemo(() => {
    const ids = new Set(madeKey.split(','));
    return allPlaces?.filter((place) => !ids.has(String(place.id)));
  }, [allPlaces, madeKey]);
  const urls = useThumbnails(plan?.photos);

  // A group near an existing place is offered to join it; its name suggests that place's.
  const suggest: plans.Suggest = (points) => {
    const found = places && nearestPlace(points, places);
    return found?.near ? found.place.name : undefined;
  };
  const reading = usePhotoReading((photos, readNote) => {
    setPlan(plans.planFrom(photos, suggest));
    setNote(readNote);
  });

  // Typing a name changes the plan, not where its groups are: the distances wait for a real move.
  const groupsKey = plan?.groups.map((group) => group.photoIds.join(',')).join('|');
  const points = useMemo(
    () => (plan ? plan.groups.map((group) => plans.groupPoints(plan, group)) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [groupsKey, plan?.photos],
  );
  const centres = useMemo(() => points.map(centreOf), [points]);
  const nearest = useMemo(
    () => (places ? points.map((groupPoints) => nearestPlace(groupPoints, places)) : []),
    [points, places],
  );
  const located = centres.filter((c) => c !== null);
  const regions = useRegions(located);
  const regionOf = (i: number) => {
    if (!regions.data || regions.isPlaceholderData || centres[i] === null) return undefined;
    return regions.data[centres.slice(0, i).filter((c) => c !== null).length];
  };

  if (!plan)
    return <PhotoPicker reading={reading.reading} onFiles={reading.pickFiles} onDrop={reading.drop} />;

  const update = (change: (plan: plans.Plan) => plans.Plan) =>
    setPlan((current) => current && change(current));
  const photoCount = Object.keys(plan.photos).length;
  const locked = create.running;
  const counts = {
    photos: isOne(photoCount)
      ? i18n._('{count} photo', { count: formatNumber(photoCount) })
      : i18n._('{count} photos', { count: formatNumber(photoCount) }),
    groups: isOne(plan.groups.length)
      ? i18n._('{count} group', { count: formatNumber(plan.groups.length) })
      : i18n._('{count} groups', { count: formatNumber(plan.groups.length) }),
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-800">
        <p role="status">
          {plan.unplaced.length > 0
            ? i18n._('{photos} in {groups}; {count} without GPS.', {
                ...counts,
                count: formatNumber(plan.unplaced.length),
              })
            : i18n._('{photos} in {groups}.', counts)}
          {note && ` ${note}`}
        </p>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={joinNearby}
            disabled={locked}
            onChange={(event) => setJoinNearby(event.target.checked)}
          />
          {i18n._('Add a group within {distance} m of an existing place to that place', {
            distance: formatNumber(PHOTO_GROUP_RADIUS_M),
          })}
        </label>
        <button
          type="button"
          className="font-semibold text-teal-800 underline disabled:opacity-50"
          disabled={locked}
          onClick={onRestart}
        >
          {i18n._('Start over')}
        </button>
      </div>
      <ul aria-label={i18n._('Groups of photos')} className="space-y-4">
        {plan.groups.map((group, i) => (
          <li key={group.id}>
            <GroupCard
              plan={plan}
              group={group}
              number={i + 1}
              urls={urls}
              nearest={nearest[i] ?? null}
              region={regionOf(i)}
              regionsLoading={regions.isLoading || regions.isPlaceholderData}
              joining={Boolean(nearest[i]?.near && (group.join ?? joinNearby))}
              state={create.groups[group.id]}
              locked={locked}
              update={update}
              suggest={suggest}
            />
          </li>
        ))}
      </ul>
      {plan.unplaced.length > 0 && (
        <UnplacedPhotos plan={plan} urls={urls} locked={locked} update={update} suggest={suggest} />
      )}
      <CreateBar plan={plan} nearest={nearest} joinNearby={joinNearby} regionOf={regionOf} create={create} />
    </div>
  );
}
