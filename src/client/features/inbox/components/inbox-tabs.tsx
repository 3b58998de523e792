import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { i18n } from '#client/lib/i18n.ts';

export interface InboxTab<Id extends string> {
  id: Id;
  label: string;
  total: number | undefined;
  unread: number | undefined;
}

/**
 * WAI-ARIA tabs: one tab in the tab order, arrow keys (and Home/End) move between them,
 * each labelled with its count and unread count.
 */
export function InboxTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: InboxTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const keyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={i18n._('Inbox')}
        onKeyDown={keyDown}
        className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`inbox-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={active ? `inbox-panel-${tab.id}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                'relative -mb-px flex min-w-0 flex-col items-center gap-1 border-b-2 px-1 py-2.5 text-sm font-semibold transition-colors sm:flex-row sm:gap-2 sm:px-4',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700',
                active
                  ? 'border-teal-700 text-teal-900'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
              <span className="flex items-center gap-1">
                {tab.total !== undefined && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                    {tab.total}
                    <span className="sr-only"> {i18n._('in all')}</span>
                  </span>
                )}
                {tab.unread ? (
                  <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white">
                    {i18n._('{count} new', { count: tab.unread })}
                  </span>
                ) : null}
              </span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`inbox-panel-${selected}`}
        aria-labelledby={`inbox-tab-${selected}`}
        tabIndex={0}
        className="pt-5 outline-none focus-visible:ring-2 focus-visible:ring-teal-700/40"
      >
        {children}
      </div>
    </div>
  );
}
