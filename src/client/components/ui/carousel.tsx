import { useState, type ReactNode } from 'react';
import { cn } from './cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { i18n } from '#client/lib/i18n.ts';

interface CarouselProps<T> {
  items: readonly T[];
  /** Names the group for assistive technology, e.g. "Photos of Yellowstone". */
  label: string;
  /** The buttons' names, in the page's language: "Previous photo" and "Next photo". */
  buttons: { previous: string; next: string };
  className?: string;
  children: (item: T, index: number) => ReactNode;
}

const ARROW =
  'absolute top-1/2 z-10 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-black/5 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** One item at a time with previous/next buttons and a counter; both ends wrap around. */
export function Carousel<T>({ items, label, buttons, className, children }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const count = items.length;
  // The list may shrink under us (an edit removed a photo): stay in range.
  const current = count === 0 ? 0 : index % count;
  const item = items[current];
  if (item === undefined) return null;
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <div
      role="group"
      aria-roledescription={i18n._('carousel')}
      aria-label={label}
      className={cn('relative overflow-hidden', className)}
    >
      {children(item, current)}
      {count > 1 && (
        <>
          <button
            type="button"
            className={cn(ARROW, 'start-2')}
            onClick={() => go(-1)}
            aria-label={buttons.previous}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            className={cn(ARROW, 'end-2')}
            onClick={() => go(1)}
            aria-label={buttons.next}
          >
            <ChevronRightIcon size={18} />
          </button>
          <span
            className="theme-light absolute end-2 bottom-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-medium text-white tabular-nums"
            aria-live="polite"
          >
            {current + 1} / {count}
          </span>
        </>
      )}
    </div>
  );
}
