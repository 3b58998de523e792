import L from 'leaflet';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from '#client/lib/leaflet/react.tsx';
import { icon } from '#client/components/ui/icons.tsx';
import { formatCount } from '#shared/format-count.ts';
import { i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/**
 * "Reset view": a Leaflet control, so it stacks under the zoom buttons, comes after them in the
 * tab order and keeps its clicks from the map. React draws the button into the control's box.
 */
export function ResetViewControl({ onReset }: { onReset: () => void }) {
  const map = useMap();
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const control = new L.Control({ position: 'topleft' });
    control.onAdd = () => {
      const element = L.DomUtil.create('div', 'leaflet-bar leaflet-control');
      L.DomEvent.disableClickPropagation(element);
      return element;
    };
    control.addTo(map);
    setBox(control.getContainer() ?? null);
    return () => {
      control.remove();
      setBox(null);
    };
  }, [map]);
  if (!box) return null;
  return createPortal(
    <button
      type="button"
      onClick={onReset}
      aria-label={i18n._('Reset view')}
      title={i18n._('Reset view')}
      className="flex size-[30px] cursor-pointer items-center justify-center rounded-[2px] bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
    >
      <HouseIcon size={16} />
    </button>,
    box,
  );
}

/** Offered when the visitor has moved the map and new results are elsewhere. */
export function ShowResultsButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="theme-light pointer-events-auto rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      {isOne(count)
        ? i18n._('Show {count} result', { count: formatCount(count) })
        : i18n._('Show {count} results', { count: formatCount(count) })}
    </button>
  );
}

/** A house: the map's home view. Drawn here, in the map's chunk, not in the icons every page loads. */
const HouseIcon = icon(
  <>
    <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
    <path d="M3 10a2 2 0 0 1 .7-1.5l7-6a2 2 0 0 1 2.6 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </>,
);
