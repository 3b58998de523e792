import { useSyncExternalStore } from 'react';

/**
 * The search text as it is typed, before the URL catches up. The map and the list filter on it at
 * once; the URL (the shareable state) follows a moment later, without a navigation per keystroke.
 */
let typed: string | null = null;
const listeners = new Set<() => void>();

export const liveSearch = {
  set(value: string | null) {
    if (value === typed) return;
    typed = value;
    listeners.forEach((listener) => listener());
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text being typed, or null when the URL's search is the current one. */
export function useLiveSearch(): string | null {
  return useSyncExternalStore(subscribe, () => typed);
}
