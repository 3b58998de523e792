import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the map sits beside the days (Tailwind's lg): there the scroll chooses the day. */
const WIDE = '(min-width: 1024px)';
/** A day is the one being read once its top passes into the upper part of the window. */
const READING_BAND = '-20% 0px -60% 0px';

/**
 * The day being read: chosen by its heading's button, or, on wide screens, by scrolling it into
 * the upper part of the window (an IntersectionObserver, not a scroll handler).
 */
export function useActiveDay(dayCount: number) {
  const [activeDay, setActiveDay] = useState<number | null>(null);
  const elements = useRef(new Map<number, HTMLElement>());
  const dayRef = useCallback((day: number, element: HTMLElement | null) => {
    if (element) elements.current.set(day, element);
    else elements.current.delete(day);
  }, []);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = undefined;
      if (!wide.matches) return;
      observer = new IntersectionObserver(
        (entries) => {
          const reading = entries
            .filter((entry) => entry.isIntersecting)
            .map((entry) => Number((entry.target as HTMLElement).dataset.day))
            .sort((a, b) => a - b)[0];
          if (reading !== undefined) setActiveDay(reading);
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
