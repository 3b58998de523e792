import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the map sits beside the days (Tailwind's lg): there the scroll chooses the day. */
const WIDE = '(min-width: 1024px)';
/** A day is the one being read once its top passes into the upper part of the window. */
const READING_BAND = '-20% 0px -60% 0px';

/**
 * The day being read: chosen by its heading's button, or, on wide screens, by scrolling it into
 * the upper part of the window (an IntersectionObserver, not a scroll handler).
 *
 * Only a scroll chooses: the observer also reports days crossing the band as the page lays out
 * (photos arriving, the page's first read), and those must not undo a day just chosen by its button
 * (the cause of a flaky 1440 px test, where a late report put day 1 back after Day 2 was pressed).
 * The observer keeps every day in the band, not only those of its last report, so the first of them
 * is chosen even when the scroll changed only another day's place.
 */
export function useActiveDay(dayCount: number) {
  const [activeDay, setActive] = useState<number | null>(null);
  const elements = useRef(new Map<number, HTMLElement>());
  // The scroll position when the day was last chosen (or the page first read): a report at the same
  // position is layout, not reading.
  const chosenAt = useRef<number | null>(null);
  const dayRef = useCallback((day: number, element: HTMLElement | null) => {
    if (element) elements.current.set(day, element);
    else elements.current.delete(day);
  }, []);
  const setActiveDay = useCallback((day: number | null) => {
    chosenAt.current = window.scrollY;
    setActive(day);
  }, []);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    let observer: IntersectionObserver | undefined;
    const inBand = new Set<number>();
    chosenAt.current ??= window.scrollY;
    const observe = () => {
      observer?.disconnect();
      observer = undefined;
      inBand.clear();
      if (!wide.matches) return;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const day = Number((entry.target as HTMLElement).dataset.day);
            if (entry.isIntersecting) inBand.add(day);
            else inBand.delete(day);
          }
          if (window.scrollY === chosenAt.current) return;
          const reading = [...inBand].sort((a, b) => a - b)[0];
          if (reading === undefined) return;
          chosenAt.current = null;
          setActive(reading);
        },
        { rootMargin: READING_BAND },
      );
      for (const element of elements.current.values()) observer.observe(element);
    };
    observe();
    wide.addEventListener('change', observe);
    return () => {
      wide.removeEventListener('change', observe);
      observer?.disconnect();
    };
  }, [dayCount]);

  return { activeDay, setActiveDay, dayRef };
}
