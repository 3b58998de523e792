import type { LocationStatus } from '../../../shared/location';
import { cn } from './cn';

const LABELS: Record<LocationStatus, string> = {
  visited: 'Visited',
  planned: 'Planned',
  wishlist: 'Wishlist',
};

// Dark text on a pale tint passes WCAG AA (white on the marker colours would not); the dot
// carries the marker colour so the badge matches the map.
const STYLES: Record<LocationStatus, { badge: string; dot: string }> = {
  visited: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', dot: 'bg-visited' },
  planned: { badge: 'bg-blue-50 text-blue-800 ring-blue-600/25', dot: 'bg-planned' },
  wishlist: { badge: 'bg-orange-50 text-orange-800 ring-orange-600/25', dot: 'bg-wishlist' },
};

export function statusLabel(status: LocationStatus): string {
  return LABELS[status];
}

export function StatusBadge({ status, className }: { status: LocationStatus; className?: string }) {
  const style = STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        style.badge,
        className,
      )}
    >
      <span className={cn('size-2 rounded-full', style.dot)} aria-hidden="true" />
      {LABELS[status]}
    </span>
  );
}
