import { useState } from 'react';
import { i18n } from '#client/lib/i18n.ts';

/** Long enough for a phone to get a fix outdoors; past it the owner is told and can type instead. */
const TIMEOUT_MS = 15_000;
/** A fix a minute old is still where the owner stands. */
const MAX_AGE_MS = 60_000;
/** Six decimals is about 10 cm, as on the map. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

// GeolocationPositionError's codes.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** What went wrong, in words the owner can act on. */
export function locationFailure(code: number | 'unsupported'): string {
  if (code === 'unsupported')
    return i18n._('This browser cannot share your location. Type the coordinates, or pick them on the map.');
  if (code === PERMISSION_DENIED)
    return i18n._(
      'Location access was refused. Allow it for this site in the browser’s settings, or type the coordinates.',
    );
  if (code === TIMEOUT)
    return i18n._('Finding your location took too long. Try again, or type the coordinates.');
  return i18n._('Your location is not available right now. Try again outdoors, or type the coordinates.');
}

/** "Use my location": the browser's position, once, when asked; a refusal or failure is said in words. */
export function useMyLocation(onFound: (position: { latitude: string; longitude: string }) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locate = () => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(locationFailure('unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: String(round(coords.latitude)), longitude: String(round(coords.longitude)) });
      },
      (failure) => {
        setLocating(false);
        setError(locationFailure(failure.code));
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: MAX_AGE_MS },
    );
  };
  return { locate, locating, error };
}
