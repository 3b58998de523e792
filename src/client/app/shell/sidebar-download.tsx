import { useMemo, useState } from 'react';
import { filterPlaces, type Filters } from '#shared/filters.ts';
import type { MapPlace } from '#shared/map-data.ts';
import { placesDownloadHref, type DownloadFormat } from '#shared/places-download.ts';
import { icon } from '#client/components/ui/icons.tsx';
import { SidebarSection } from './sidebar-section';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

// Drawn here, in the sidebar sections' chunk, not among the icons every page loads.
const DownloadIcon = icon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);

// What opens each file, in the page's language (said at render).
const CHOICES: { format: DownloadFormat; label: string; use: () => string }[] = [
  { format: 'kml', label: 'KML', use: () => 'Google My Maps, Google Earth' },
  { format: 'gpx', label: 'GPX', use: () => i18n._('GPS and hiking apps') },
];

/**
 * The filtered view to take along: links to the file the server makes of the public places the
 * filters select (GET /api/places/download), with the number of places it will hold. The owner's
 * private places and own filters are left out, as the server leaves them out.
 */
export function SidebarDownload({
  places,
  filters,
  found,
}: {
  places: readonly MapPlace[];
  filters: Filters;
  /** The places the server found by address or notes (the search's second half). */
  found: ReadonlySet<number> | undefined;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const visitorFilters = useMemo(() => ({ ...filters, only: [] }), [filters]);
  const count = useMemo(
    () => filterPlaces(places, visitorFilters, found).filter((place) => !place.isPrivate).length,
    [places, visitorFilters, found],
  );
  return (
    <SidebarSection
      id="download"
      title={i18n._('Download these places')}
      icon={DownloadIcon}
      collapsed={collapsed}
      onToggle={() => setCollapsed((c) => !c)}
    >
      <p className="text-sm text-slate-700">
        {count === 0
          ? i18n._('No public place matches the filters.')
          : isOne(count)
            ? i18n._('{count} place, as a file to open elsewhere:', { count: formatNumber(count) })
            : i18n._('{count} places, as a file to open elsewhere:', { count: formatNumber(count) })}
      </p>
      {count > 0 && (
        <ul className="mt-2 space-y-1">
          {CHOICES.map(({ format, label, use }) => (
            <li key={format}>
              <a
                href={placesDownloadHref(visitorFilters, format)}
                download
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <DownloadIcon size={16} className="shrink-0 text-teal-700" />
                <span>
                  <span className="font-semibold">{label}</span>
                  <span className="text-slate-600"> · {use()}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
