import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EXPORT_FORMATS, exportUrl } from '../api/export-url';
import { i18n } from '#client/lib/i18n.ts';

/** What each format is for (export-url.ts has the English). */
const descriptionOf = (format: (typeof EXPORT_FORMATS)[number]['format']) =>
  ({
    geojson: i18n._('every field, for mapping tools'),
    csv: i18n._('one row a place, for spreadsheets'),
    kml: i18n._('for Google Earth and My Maps'),
  })[format];

/**
 * "Export Data" entries for the owner's account menu (inside a Radix DropdownMenu.Content):
 * plain download links, one per format; the server names the file with the date.
 */
export function ExportMenuItems({ itemClassName }: { itemClassName?: string }) {
  return (
    <DropdownMenu.Group aria-label={i18n._('Export Data')}>
      <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {i18n._('Export Data')}
      </DropdownMenu.Label>
      {EXPORT_FORMATS.map(({ format, label }) => (
        <DropdownMenu.Item key={format} asChild className={itemClassName}>
          <a href={exportUrl(format)} download>
            <span>
              {label}
              <span className="sr-only">, </span>
              <span className="block text-xs font-normal text-slate-600">{descriptionOf(format)}</span>
            </span>
          </a>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}
