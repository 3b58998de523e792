import { STATUSES, statusRow, type LocationStatus } from '#shared/status.ts';
import { cn } from '#client/components/ui/cn.ts';
import { statusLabel } from '#client/components/status-label.ts';
import { i18n } from '#client/lib/i18n.ts';

/** The three status buttons; the pressed one is the current status. */
export function DetailStatusButtons({
  value,
  onChange,
  disabled,
}: {
  value: LocationStatus;
  onChange: (status: LocationStatus) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={i18n._('Status')} className="grid grid-cols-3 gap-2">
      {STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          disabled={disabled}
          onClick={() => value !== status && onChange(status)}
          className={cn(
            'rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60',
            value === status
              ? statusRow(status).pressed
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          {statusLabel(status)}
        </button>
      ))}
    </div>
  );
}
