import { useMemo } from 'react';
import { NearMe } from '#client/features/travel/components/near-me.tsx';
import { NO_NAME, type MapPlace } from '#shared/map-data.ts';

/**
 * Near me over the map, in a chunk of its own loaded on the first click: the public places among
 * those the filters show (`places`), once their names have come (a visitor's map data comes
 * without them; the home page asks for them while Near me is open).
 */
export function NearMePanel({ places, onClose }: { places: readonly MapPlace[]; onClose: () => void }) {
  const named = useMemo(
    () =>
      places.some((place) => place.name === NO_NAME) ? undefined : places.filter((place) => !place.isPrivate),
    [places],
  );
  return <NearMe places={named} onClose={onClose} />;
}
