import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { TRIP_EXPORT_FORMATS, type TripExportFormat } from '#shared/trips/trip.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ChevronDownIcon } from '#client/components/ui/icons.tsx';
import { routeUrl } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { makeTripPdf } from '../api/trip-pdf';
import { i18n } from '#client/lib/i18n.ts';

/** Each format's name, and what it is for in the page's language (the brands as they are). */
const formatLabel = (format: TripExportFormat) =>
  ({
    gpx: i18n._('GPX (GPS apps)'),
    kml: 'KML (Google My Maps)',
    geojson: 'GeoJSON',
    csv: i18n._('CSV (spreadsheets)'),
    ics: i18n._('ICS (calendars)'),
  })[format];

const itemClass =
  'flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';

const PDF_TOAST = 'trip-pdf';

/** The server makes the PDF in the background: a toast shows how far it is, then the file downloads. */
async function downloadPdf(id: number) {
  toast.info(i18n._('Making the PDF…'), { id: PDF_TOAST, duration: Infinity });
  try {
    const url = await makeTripPdf(id, ({ done, total }) =>
      toast.info(
        i18n._('Making the PDF… {percent}%', { percent: total > 0 ? Math.floor((done / total) * 100) : 0 }),
        { id: PDF_TOAST, duration: Infinity },
      ),
    );
    const link = Object.assign(document.createElement('a'), { href: url, download: '' });
    document.body.append(link);
    link.click();
    link.remove();
    toast.success(i18n._('The PDF is ready: it is downloading.'), { id: PDF_TOAST, duration: 6_000 });
  } catch (error) {
    toast.error(error instanceof Error ? error.message : i18n._('The PDF could not be made.'), {
      id: PDF_TOAST,
    });
  }
}

/**
 * The trip as a file (the saved trip: GPX, KML, GeoJSON, CSV, ICS), as a printable PDF made on the
 * server, or printed (the print stylesheet).
 */
export function ExportsMenu({ trip }: { trip: Pick<Trip, 'id'> }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'sm')}>
        {i18n._('Export')}
        <ChevronDownIcon size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-[1200] min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          {TRIP_EXPORT_FORMATS.map((format) => (
            <DropdownMenu.Item key={format} asChild className={itemClass}>
              <a
                href={routeUrl(tripsRoutes.export, { params: { id: String(trip.id) }, query: { format } })}
                download
              >
                {formatLabel(format)}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={itemClass} onSelect={() => void downloadPdf(trip.id)}>
            {i18n._('PDF (printable)')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => window.print()}>
            {i18n._('Print')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
