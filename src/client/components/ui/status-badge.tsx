import { statusRow, type LocationStatus } from '#shared/status.ts';
import { statusLabel } from '../status-label';
import { cn } from './cn';

/**
 * The status's label on its pale tint, with a dot in its marker colour so the badge matches the map.
 * `label` is the status's name in the page's language, where the screen has it translated.
 */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: LocationStatus;
  label?: string;
  className?: string;
}) {
  const row = statusRow(status);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        row.badge,
        className,
      )}
    >
      <span className="size-2 rounded-full" style={{ backgroundColor: row.color }} aria-hidden="true" />
      {label ?? statusLabel(status)}
    </span>
  );
}
