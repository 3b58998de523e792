import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { loadCoordinateMap, reverseGeocodeQuery, type PinPosition } from '#client/features/geo/public.ts';

// Leaflet comes with the small map, when a form first shows it.
const CoordinateMap = lazy(async () => ({ default: await loadCoordinateMap() }));

const LIMITS = { latitude: 90, longitude: 180 } as const;

/** A number typed out of range is named at once; anything else waits for Save (it may be half typed). */
export function outOfRange(field: 'latitude' | 'longitude', text: string): string | undefined {
  const value = Number(text.trim());
  const max = LIMITS[field];
  if (!text.trim() || !Number.isFinite(value) || Math.abs(value) <= max) return undefined;
  return field === 'latitude'
    ? i18n._('Latitude is a number between -90 and 90')
    : i18n._('Longitude is a number between -180 and 180');
}

/** Where the typed coordinates put the pin; null while they are empty or not valid. */
function pinOf(latitude: string, longitude: string): PinPosition | null {
  if (!latitude.trim() || !longitude.trim()) return null;
  const lat = Number(latitude.trim());
  const lng = Number(longitude.trim());
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/**
 * With a geocoder, looks up the address at a point: null without a geocoder, without an answer or
 * when the lookup fails (the address then stays as typed: nothing the owner needs to act on).
 */
export function useAddressAt(): (at: PinPosition) => Promise<string | null> {
  const { geocoderConfigured } = useSiteConfig();
  const queryClient = useQueryClient();
  return async (at) => {
    if (!geocoderConfigured) return null;
    try {
      return (await queryClient.fetchQuery(reverseGeocodeQuery(at.lat, at.lng))).place?.displayName ?? null;
    } catch {
      return null;
    }
  };
}

/**
 * The small map under the coordinates: the pin follows what is typed, and dragging it (or clicking
 * the map) types new coordinates. With a geocoder, the address at a dropped pin fills an empty
 * Address, or is offered beside one already typed.
 */
export function PinMapField({
  latitude,
  longitude,
  address,
  onChange,
}: {
  latitude: string;
  longitude: string;
  address: string;
  onChange: (update: { latitude?: string; longitude?: string; address?: string }) => void;
}) {
  const addressAt = useAddressAt();
  const [addressAtPin, setAddressAtPin] = useState<string | null>(null);

  const dropPin = (at: PinPosition) => {
    onChange({ latitude: String(at.lat), longitude: String(at.lng) });
    setAddressAtPin(null);
    void addressAt(at).then((found) => {
      if (!found || found === address) return;
      if (address.trim()) setAddressAtPin(found);
      else onChange({ address: found });
    });
  };

  return (
    <div className="sm:col-span-2">
      <Suspense fallback={<div className="h-56 animate-pulse rounded-xl bg-slate-100" />}>
        <CoordinateMap
          label={i18n._('Map of the coordinates: drag the pin or click the map to move the place')}
          value={pinOf(latitude, longitude)}
          onChange={dropPin}
        />
      </Suspense>
      <p className="mt-1 text-xs text-slate-600">
        {i18n._('Drag the pin, or click the map, to move the place.')}
      </p>
      {addressAtPin && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800" role="status">
          <span>
            {i18n._('Address at the pin:')} <span className="font-medium">{addressAtPin}</span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange({ address: addressAtPin });
              setAddressAtPin(null);
            }}
          >
            {i18n._('Use this address')}
          </Button>
        </div>
      )}
    </div>
  );
}
