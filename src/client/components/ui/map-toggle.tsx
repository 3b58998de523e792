import type { ReactNode } from 'react';
import { cn } from './cn';

/** A switch for one of the map's overlays: a toggle button (aria-pressed) with an icon and a label. */
export function MapToggle({
  on,
  onChange,
  icon,
  children,
  className,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  icon: ReactNode;
  children: ReactNode;
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
      {icon}
      {children}
    </button>
  );
}
