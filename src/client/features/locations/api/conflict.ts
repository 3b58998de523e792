import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { asPlace, type Location } from '#shared/location.ts';
import { ApiError, call } from '#client/lib/api.ts';

/** The version a place was loaded at (a draft stored before versions existed has none). */
export const versionOf = (place: Location | undefined): number | undefined =>
  typeof place?.version === 'number' ? place.version : undefined;

/** If-Match for a write based on `version`; none when the version is unknown. */
export const ifMatch = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'if-match': `"${version}"` };

/** A 409: the place was changed elsewhere since it was loaded; `current` is the place as it is now. */
export class LocationConflict extends ApiError {
  constructor(
    cause: ApiError,
    readonly current: Location,
  ) {
    super(cause.status, cause.message, cause.code, cause.fields, cause.body);
  }
}

const isPlace = (value: unknown): value is Location =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/**
 * Runs a write that takes If-Match; a 409 becomes a LocationConflict carrying the current place (from
 * the answer, or read afresh when the answer does not carry it).
 */
export async function withConflict<T>(id: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const sent = (error.body as { error?: { current?: unknown } } | undefined)?.error?.current;
    throw new LocationConflict(
      error,
      isPlace(sent) ? sent : asPlace(await call(locationsRoutes.get, { params: { id: String(id) } })),
    );
  }
}
