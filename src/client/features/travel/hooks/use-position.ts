import { useCallback, useEffect, useState } from 'react';

/** Long enough for a phone to get a fix outdoors; past it the visitor is told and may try again. */
const TIMEOUT_MS = 15_000;
/** A fix a few minutes old is still near where the visitor stands. */
const MAX_AGE_MS = 5 * 60_000;

// GeolocationPositionError's codes.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

const supported = () => 'geolocation' in navigator;

export type PositionState =
  | { state: 'locating' }
  | { state: 'found'; latitude: number; longitude: number }
  | { state: 'failed'; message: string };

/** What went wrong, in words the visitor can act on (English messages: Near me translates them). */
export function positionFailure(code: number | 'unsupported'): string {
  if (code === 'unsupported') return /*i18n*/ 'This browser cannot share your location.';
  if (code === PERMISSION_DENIED)
    return /*i18n*/ 'Location access was refused. Allow it for this site in the browser’s settings, then try again.';
  if (code === TIMEOUT) return /*i18n*/ 'Finding your location took too long. Try again.';
  return /*i18n*/ 'Your location is not available right now. Try again, outdoors if you can.';
}

/**
 * The browser's position, asked for when this mounts (the visitor's click on Near me mounts it)
 * and again on `retry`; never watched, never stored.
 */
export function usePosition(): { position: PositionState; retry: () => void } {
  const [position, setPosition] = useState<PositionState>(() =>
    supported() ? { state: 'locating' } : { state: 'failed', message: positionFailure('unsupported') },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!supported()) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current) setPosition({ state: 'found', latitude: coords.latitude, longitude: coords.longitude });
      },
      (failure) => {
        if (current) setPosition({ state: 'failed', message: positionFailure(failure.code) });
      },
      { timeout: TIMEOUT_MS, maximumAge: MAX_AGE_MS },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    if (!supported()) return;
    setPosition({ state: 'locating' });
    setAttempt((n) => n + 1);
  }, []);
  return { position, retry };
}
