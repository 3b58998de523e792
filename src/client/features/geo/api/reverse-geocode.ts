import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { queryOptions } from '@tanstack/react-query';
import { geoKeys } from '#client/lib/query-keys/geo.ts';
import { call } from '#client/lib/api.ts';

/** Five decimals (about a metre): a pin dropped twice on the same spot asks once. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The address at a dropped pin, through the site's geocoder: `place` is null where none is known. */
export const reverseGeocodeQuery = (latitude: number, longitude: number) => {
  const lat = round(latitude);
  const lng = round(longitude);
  return queryOptions({
    queryKey: geoKeys.reverse(lat, lng),
    queryFn: ({ signal }) =>
      call(geoRoutes.reverseGeocode, { query: { latitude: lat, longitude: lng }, signal }),
    staleTime: Infinity,
  });
};
