import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ARCHIVE_URL } from '../api/restore-archive';
import { i18n } from '#client/lib/i18n.ts';

const labelClass = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * "Whole site" entries for the owner's account menu (inside a Radix DropdownMenu.Content):
 * Download archive, a plain link so the browser shows the download's progress, and Restore from
 * archive…, which opens the dialog the menu renders.
 */
export function ArchiveMenuItems({
  itemClassName,
  onRestore,
}: {
  itemClassName?: string;
  onRestore: () => void;
}) {
  return (
    <DropdownMenu.Group aria-label={i18n._('Whole site')}>
      <DropdownMenu.Label className={labelClass}>{i18n._('Whole site')}</DropdownMenu.Label>
      <DropdownMenu.Item asChild className={itemClassName}>
        <a href={ARCHIVE_URL} download>
          <span>
            {i18n._('Download archive')}
            <span className="sr-only">, </span>
            <span className="block text-xs font-normal text-slate-600">
              {i18n._('everything, photos too, to move the site')}
            </span>
          </span>
        </a>
      </DropdownMenu.Item>
      <DropdownMenu.Item className={itemClassName} onSelect={onRestore}>
        {i18n._('Restore from archive…')}
      </DropdownMenu.Item>
    </DropdownMenu.Group>
  );
}
