import type { MouseEvent } from 'react';
import { ChevronDownIcon, CloseIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const iconButton =
  'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * Move up, Move down and Remove for one item of an ordered list (`what` names it in the page's
 * language, e.g. "video 2").
 * After a move the focus follows the item, so the keyboard can keep moving it.
 */
export function ReorderButtons({
  index,
  count,
  what,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  what: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const move = (event: MouseEvent<HTMLButtonElement>, to: number, direction: 'up' | 'down') => {
    const list = event.currentTarget.closest('ul');
    onMove(index, to);
    // At the end of the list the same button is disabled: the other direction takes the focus.
    const atEnd = direction === 'up' ? to === 0 : to === count - 1;
    const focus = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() =>
      list?.querySelector<HTMLButtonElement>(`[data-move="${to}-${focus}"]`)?.focus(),
    );
  };
  return (
    <>
      <button
        type="button"
        data-move={`${index}-up`}
        disabled={index === 0}
        onClick={(event) => move(event, index - 1, 'up')}
        aria-label={i18n._('Move up ({item})', { item: what })}
        title={i18n._('Move up')}
        className={iconButton}
      >
        <ChevronDownIcon size={14} className="rotate-180" />
      </button>
      <button
        type="button"
        data-move={`${index}-down`}
        disabled={index === count - 1}
        onClick={(event) => move(event, index + 1, 'down')}
        aria-label={i18n._('Move down ({item})', { item: what })}
        title={i18n._('Move down')}
        className={iconButton}
      >
        <ChevronDownIcon size={14} />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={i18n._('Remove {item}', { item: what })}
        title={i18n._('Remove')}
        className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
      >
        <CloseIcon size={14} />
      </button>
    </>
  );
}
