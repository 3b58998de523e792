import { GlobeIcon } from '#client/components/ui/icons.tsx';
import { MapToggle } from '#client/components/ui/map-toggle.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** The map's "shade visited countries" switch for the map's overlay. */
export function ShadingToggle(props: { on: boolean; onChange: (on: boolean) => void; className?: string }) {
  return (
    <MapToggle {...props} icon={<GlobeIcon size={16} />}>
      {i18n._('Shade visited countries')}
    </MapToggle>
  );
}
