import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EXPORT_FORMATS, exportUrl } from '../api/export-url';

/**
 * "Export Data" entries for the owner's account menu (inside a Radix DropdownMenu.Content):
 * plain download links, one per format; the server names the file with the date.
 */
export function ExportMenuItems({ itemClassName }: { itemClassName?: string }) {
  return (
    <DropdownMenu.Group aria-label="Export Data">
      <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Export Data
      </DropdownMenu.Label>
      {EXPORT_FORMATS.map(({ format, label, description }) => (
        <DropdownMenu.Item key={format} asChild className={itemClassName}>
          <a href={exportUrl(format)} download>
            <span>
              {label}
              <span className="sr-only">, </span>
              <span className="block text-xs font-normal text-slate-600">{description}</span>
            </span>
          </a>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}
