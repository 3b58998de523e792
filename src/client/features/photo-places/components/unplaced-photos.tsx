import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { loadCoordinateMap, type PinPosition } from '#client/features/geo/public.ts';
import * as plans from '../lib/plan';
import { PhotoThumb } from './photo-thumb';

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
  const targets = plan.groups.map((g, i) => ({ id: g.id, name: g.name || `Group ${i + 1}` }));
  const pickingPhoto = picking ? plan.photos[picking] : undefined;

  return (
    <section
      aria-labelledby="unplaced-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <h2 id="unplaced-heading" className="text-lg font-bold text-slate-900">
        Photos without GPS
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        These say nothing of where they were taken. Drag one onto a group, choose a group in its menu, or
        place it on the map; the ones left here are not uploaded.
      </p>
      <ul aria-label="Photos without GPS" className="mt-3 flex flex-wrap gap-3">
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
                moveLabel="Put in group…"
                onMove={(to) => update((p) => plans.movePhoto(p, id, to))}
                onDrop={() => update((p) => plans.dropPhoto(p, id))}
              />
              {!locked && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-28"
                  aria-label={`Place ${name} on the map`}
                  onClick={() => {
                    setPicking(id);
                    const likely = plans.likelyPoint(plan, id);
                    setPin(likely && { lat: likely.latitude, lng: likely.longitude });
                  }}
                >
                  Place on map
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {pickingPhoto && !locked && (
        <div className="mt-4 space-y-2 rounded-xl border border-slate-200 bg-white p-3">
          <p className="text-sm font-medium text-slate-900">
            Click the map where {pickingPhoto.path.split('/').pop()} was taken
            {pin && ', or drag the pin: it starts where the photo taken closest in time to it was'}.
          </p>
          <Suspense fallback={<div className="h-56 animate-pulse rounded-xl bg-slate-100" />}>
            <CoordinateMap
              label="Map to place the photo: click where it was taken"
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
              Place it here
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPicking(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
