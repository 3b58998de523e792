import type { ComponentType } from 'react';
import type { ViewMode } from '#shared/filters.ts';
import { cn } from '#client/components/ui/cn.ts';
import {
  ChartIcon,
  CheckCircleIcon,
  ChevronRightIcon,
  CloseIcon,
  FlagIcon,
  GlobeIcon,
  HashIcon,
  ListIcon,
  MapIcon,
  TagIcon,
} from '#client/components/ui/icons.tsx';
import type { SectionKey } from './use-sidebar-state';
import { i18n } from '#client/lib/i18n.ts';

const railButton = cn(
  'relative inline-flex h-10 w-10 items-center justify-center rounded-xl text-slate-700 transition-colors',
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700',
);

const SECTIONS: { key: SectionKey; label: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'overview', label: /*i18n*/ 'Content Overview', icon: ChartIcon },
  { key: 'countries', label: /*i18n*/ 'Countries', icon: GlobeIcon },
  { key: 'states', label: /*i18n*/ 'US States', icon: FlagIcon },
  { key: 'types', label: /*i18n*/ 'Places by Type', icon: TagIcon },
  { key: 'tags', label: /*i18n*/ 'Tags', icon: HashIcon },
  { key: 'status', label: /*i18n*/ 'Visit Status', icon: CheckCircleIcon },
];

/** The collapsed sidebar: an icon bar that switches the view or opens a section. */
export function SidebarRail({
  view,
  setView,
  hasStates,
  hasTags,
  active,
  onExpand,
  onOpenSection,
  onClear,
}: {
  /** Undefined away from `/`: no view is pressed there. */
  view: ViewMode | undefined;
  setView: (view: ViewMode) => void;
  hasStates: boolean;
  /** The Tags section shows once a place carries a tag. */
  hasTags: boolean;
  active: boolean;
  onExpand: () => void;
  onOpenSection: (key: SectionKey) => void;
  onClear: () => void;
}) {
  return (
    <nav
      aria-label={i18n._('Sidebar shortcuts')}
      className="flex flex-1 flex-col items-center gap-1 overflow-y-auto py-3"
    >
      <button
        type="button"
        onClick={onExpand}
        aria-label={i18n._('Expand sidebar')}
        aria-expanded="false"
        aria-controls="sidebar"
        title={i18n._('Expand sidebar')}
        className={railButton}
      >
        <ChevronRightIcon size={20} />
      </button>
      <div className="my-2 h-px w-8 bg-slate-200" />
      {(['map', 'list'] as const).map((mode) => {
        const Icon = mode === 'map' ? MapIcon : ListIcon;
        const label = mode === 'map' ? i18n._('Map view') : i18n._('List view');
        return (
          <button
            key={mode}
            type="button"
            aria-label={label}
            title={label}
            aria-pressed={view === mode}
            onClick={() => setView(mode)}
            className={cn(railButton, view === mode && 'bg-teal-50 text-teal-800 hover:bg-teal-100')}
          >
            <Icon size={20} />
          </button>
        );
      })}
      <div className="my-2 h-px w-8 bg-slate-200" />
      {SECTIONS.filter((s) => (s.key !== 'states' || hasStates) && (s.key !== 'tags' || hasTags)).map(
        ({ key, label, icon: Icon }) => {
          const section = i18n._(label);
          return (
            <button
              key={key}
              type="button"
              aria-label={i18n._('Show {section}', { section })}
              title={section}
              onClick={() => onOpenSection(key)}
              className={railButton}
            >
              <Icon size={20} />
            </button>
          );
        },
      )}
      {active && (
        <>
          <div className="my-2 h-px w-8 bg-slate-200" />
          <button
            type="button"
            aria-label={i18n._('Clear filters')}
            title={i18n._('Clear filters')}
            onClick={onClear}
            className={cn(railButton, 'text-teal-800')}
          >
            <CloseIcon size={20} />
            <span
              className="absolute top-1.5 end-1.5 h-2 w-2 rounded-full bg-orange-500"
              aria-hidden="true"
            />
          </button>
        </>
      )}
    </nav>
  );
}
