import { TRIP_EXPORT_FORMATS, type TripExportFormat } from '#shared/trips/trip.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ChevronDownIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** Each format's name, and what it is for in the page's language (the brands as they are). */
const formatName = (format: TripExportFormat) =>
  ({
    gpx: i18n._('GPX (GPS apps)'),
    kml: 'KML (Google My Maps)',
    geojson: 'GeoJSON',
    csv: i18n._('CSV (spreadsheet)'),
    ics: i18n._('ICS (calendar)'),
  })[format];

/** The trip as a file: a disclosure of download links, one per format. */
export function TripExports({ urlOf }: { urlOf: (format: TripExportFormat) => string }) {
  return (
    <details className="trip-no-print relative">
      <summary className={`${buttonClass('secondary', 'md')} cursor-pointer list-none`}>
        {i18n._('Download')}
        <ChevronDownIcon size={16} />
      </summary>
      <ul className="absolute z-[1100] mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
        {TRIP_EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <a
              href={urlOf(format)}
              download
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {formatName(format)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
