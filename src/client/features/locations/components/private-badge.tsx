import { cn } from '#client/components/ui/cn.ts';
import { i18n } from '#client/lib/i18n.ts';

/** Marks a place only the owner sees (visitors never receive a private place, so never this badge). */
export function PrivateBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white',
        className,
      )}
      title={i18n._('Only you see this place')}
    >
      <svg
        viewBox="0 0 24 24"
        width={12}
        height={12}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      {i18n._('Private')}
    </span>
  );
}
