import { cn } from '#client/components/ui/cn.ts';
import { GlobeIcon } from '#client/components/ui/icons.tsx';

/** The map's "shade visited countries" switch: a toggle button (aria-pressed) for the map's overlay. */
export function ShadingToggle({
  on,
  onChange,
  className,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-xl border px-3 text-sm font-semibold shadow-md transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
        on
          ? 'theme-light border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <GlobeIcon size={16} />
      Shade visited countries
    </button>
  );
}
