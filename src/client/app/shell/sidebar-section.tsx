import type { ComponentType, ReactNode } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { ChevronDownIcon } from '#client/components/ui/icons.tsx';

/** One collapsible sidebar section: a heading whose button shows or hides the content. */
export function SidebarSection({
  id,
  title,
  icon: Icon,
  badge,
  collapsed,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  badge?: ReactNode;
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const contentId = `sidebar-section-${id}`;
  return (
    <section className="border-b border-slate-100 px-3 py-2" aria-labelledby={`${contentId}-heading`}>
      <h2 id={`${contentId}-heading`}>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={contentId}
          onClick={onToggle}
          className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-start text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Icon size={18} className="shrink-0 text-teal-700" />
          <span className="flex-1">{title}</span>
          {badge !== undefined && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {badge}
            </span>
          )}
          <ChevronDownIcon
            size={16}
            className={cn('shrink-0 text-slate-500 transition-transform', !collapsed && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={contentId} hidden={collapsed} className="px-2 pt-1 pb-2">
        {children}
      </div>
    </section>
  );
}
