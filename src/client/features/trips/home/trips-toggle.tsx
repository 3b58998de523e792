import { NavigationIcon } from '#client/components/ui/icons.tsx';
import { MapToggle } from '#client/components/ui/map-toggle.tsx';
import { useStoredFlag } from '#client/lib/use-stored-flag.ts';
import { i18n } from '#client/lib/i18n.ts';

/** Whether the home map draws the public trips' lines; remembered in this browser. Off until turned on. */
export const useTripLines = () => useStoredFlag('fru-world:trip-lines');

/** The home map's "Trips" switch, beside the shading one. */
export function TripsToggle(props: { on: boolean; onChange: (on: boolean) => void; className?: string }) {
  return (
    <MapToggle {...props} icon={<NavigationIcon size={16} />}>
      {i18n._('Trips')}
    </MapToggle>
  );
}
