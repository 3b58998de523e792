import { useDetectedRegion } from '#client/features/geo/public.ts';

export interface RegionTouched {
  country: boolean;
  state: boolean;
}

function coordinate(text: string, limit: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * The form's values as shown: a country or state the owner has not typed follows the coordinates
 * (from the server's boundaries, no geocoder needed). Until there are coordinates the defaults stay.
 */
export function useDetectedRegionFill<
  V extends Record<keyof RegionTouched | 'latitude' | 'longitude', string>,
>(values: V, touched: RegionTouched): { shown: V; detecting: boolean } {
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  const { data, isFetching } = useDetectedRegion(latitude, longitude);
  const located = latitude !== null && longitude !== null && data !== undefined;
  const shown = {
    ...values,
    country: touched.country || !located ? values.country : (data.country ?? ''),
    state: touched.state || !located ? values.state : (data.state ?? ''),
  };
  return { shown, detecting: latitude !== null && longitude !== null && isFetching };
}
