import { useCallback, useEffect, useState } from 'react';

function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    // Storage can be blocked (private modes, strict settings): the switch then starts off.
    return false;
  }
}

/** A switch remembered in this browser under `key` (a map overlay's): off until turned on. */
export function useStoredFlag(key: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => stored(key));
  useEffect(() => {
    try {
      window.localStorage.setItem(key, on ? '1' : '0');
    } catch {
      // Not remembered, still works for this visit.
    }
  }, [key, on]);
  return [on, useCallback((next: boolean) => setOn(next), [])];
}
