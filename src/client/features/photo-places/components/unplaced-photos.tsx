import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { loadCoordinateMap, type PinPosition } from '#client/features/geo/public.ts';
import * as plans from '../lib/plan';
import { PhotoThumb } from './photo-thumb';
import { i18n } from '#client/lib/i18n.ts';

const CoordinateMap = lazy(async () => ({ default: await loadCoordinateMap() }));

/**
 * The photos without GPS, apart: each can be dragged onto a group (or put in one from its menu), or
 * placed by hand on a small map, where it starts a group of its own.
 */
export function UnplacedPhotos({
  plan,
  urls,
  locked,
  update,
  suggest,
}: {
  plan: plans.Plan;
  urls: Record<string, string | null>;
  locked: boolean;
  update: (change: (plan: plans.Plan) => plans.Plan) => void;
  suggest: plans.Suggest;
}) {
  const [picking, setPicking] = useState<string | null>(null);
  const [pin, setPin] = useState<PinPosition | null>(null);
  const targets = plan.groups.map((g, i) => ({
    id: g.id,
    name: g.name || i18n._('Group {number}', { number: i + 1 }),
  }));
  const pickingPhoto = picking ? plan.photos[picking] : undefined;

  return (
    <section
      aria-labelledby="unplaced-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <h2 id="unplaced-heading" className="text-lg font-bold text-slate-900">
        {i18n._('Photos without GPS')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {i18n._(
          'These say nothing of where they were taken. Drag one onto a group, choose a group in its menu, or place it on the map; the ones left here are not uploaded.',
        )}
      </p>
      <ul aria-label={i18n._('Photos without GPS')} className="mt-3 flex flex-wrap gap-3">
        {plan.unplaced.map((id) => {
          const photo = plan.photos[id];
          if (!photo) return null;
          const name = photo.path.split('/').pop() ?? photo.path;
          return (
            <li key={id} className="space-y-1">
              <PhotoThumb
                photo={photo}
                url={urls[id]}
                locked={locked}
                moveTargets={targets}
                moveLabel={i18n._('Put in group…')}
                onMove={(to) => update((p) => plans.movePhoto(p, id, to))}
                onDrop={() => update((p) => plans.dropPhoto(p, id))}
              />
              {!locked && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-28"
                  aria-label={i18n._('Place {name} on the map', { name })}
                  onClick={() => {
                    setPicking(id);
                    const likely = plans.likelyPoint(plan, id);
                    setPin(likely && { lat: likely.latitude, lng: likely.longitude });
                  }}
                >
                  {i18n._('Place on map')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {pickingPhoto && !locked && (
        <div className="mt-4 space-y-2 rounded-xl border border-slate-200 bg-white p-3">
          <p className="text-sm font-medium text-slate-900">
            {pin
              ? i18n._(
                  'Click the map where {file} was taken, or drag the pin: it starts where the photo taken closest in time to it was.',
                  { file: pickingPhoto.path.split('/').pop() ?? pickingPhoto.path },
                )
              : i18n._('Click the map where {file} was taken.', {
                  file: pickingPhoto.path.split('/').pop() ?? pickingPhoto.path,
                })}
          </p>
          <Suspense fallback={<div className="h-56 animate-pulse rounded-xl bg-slate-100" />}>
            <CoordinateMap
              label={i18n._('Map to place the photo: click where it was taken')}
              value={pin}
              onChange={setPin}
            />
          </Suspense>
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={!pin}
              onClick={() => {
                if (!pin || !picking) return;
                update((p) => plans.placeAt(p, picking, { latitude: pin.lat, longitude: pin.lng }, suggest));
                setPicking(null);
              }}
            >
              {i18n._('Place it here')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPicking(null)}>
              {i18n._('Cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
