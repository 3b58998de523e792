import { cn } from '#client/components/ui/cn.ts';
import { i18n } from '#client/lib/i18n.ts';

/** A place's tags as small labels (text, never markup); nothing when it has none. */
export function TagChips({ tags, className }: { tags: readonly string[] | undefined; className?: string }) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul aria-label={i18n._('Tags')} className={cn('flex flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-200"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}
