import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'fru-world:shade-visited';

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    // Storage can be blocked (private modes, strict settings): the toggle then starts off.
    return false;
  }
}

/** Whether the map shades visited countries; remembered in this browser. Off until turned on. */
export function useVisitedShading(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? '1' : '0');
    } catch {
      // Not remembered, still works for this visit.
    }
  }, [on]);
  return [on, useCallback((next: boolean) => setOn(next), [])];
}
