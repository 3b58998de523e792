import type { ReactNode } from 'react';

/** A box of the view's own over the map (a badge, the legend, a button), placed by `className`. */
export function Overlay({ className, children }: { className: string; children: ReactNode }) {
  // Marked as a control: an open popup pans clear of it (clear-of-controls.ts).
  return (
    <div className={`pointer-events-none absolute z-10 ${className}`} data-map-control>
      {children}
    </div>
  );
}
