import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { inNextTask } from './next-task';

/**
 * Stops laid out per step. A trip of 500 stops rendered at once held the page in one task of 1.3 s
 * (React renders an update outside a transition without yielding; bench/trip-page.ts): its days come
 * a few at a time instead, each step a task of its own, until all are there.
 */
const STOPS_PER_STEP = 60;

/** How many days from `from` fit in one step (one at least, however many stops it has). */
function nextStep(days: readonly { stops: readonly unknown[] }[], from: number): number {
  let end = from;
  let stops = 0;
  while (end < days.length && (end === from || stops + days[end]!.stops.length <= STOPS_PER_STEP)) {
    stops += days[end]!.stops.length;
    end += 1;
  }
  return end;
}

/**
 * How many of the days have their stops rendered: the first step at once, then one more step per
 * task, in a transition so that a tap or a scroll comes first; every day before printing.
 */
export function useShownDays(days: readonly { stops: readonly unknown[] }[]): number {
  const [shown, setShown] = useState(() => nextStep(days, 0));
  useEffect(() => {
    if (shown >= days.length) return undefined;
    return inNextTask(() => startTransition(() => setShown(nextStep(days, shown))));
  }, [days, shown]);
  useEffect(() => {
    const everyDay = () => flushSync(() => setShown(days.length));
    window.addEventListener('beforeprint', everyDay);
    return () => window.removeEventListener('beforeprint', everyDay);
  }, [days.length]);
  return shown;
}
