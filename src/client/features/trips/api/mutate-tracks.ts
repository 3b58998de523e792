import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { isApiErrorBody } from '#shared/api-error.ts';
import type { TripTrack } from '#shared/trips/trip-schema.ts';
import { ApiError, call, checkAnswer, routeUrl, signInAgain } from '#client/lib/api.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** The content-type a track file goes with, by its name (the server reads the content as well). */
export function trackType(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.gpx')) return 'application/gpx+xml';
  if (lower.endsWith('.kml')) return 'application/vnd.google-earth.kml+xml';
  return 'application/geo+json';
}

async function sendTrack(id: number, file: File, day: number | null, key: string): Promise<TripTrack> {
  const url = routeUrl(tripsRoutes.addTrack, {
    params: { id: String(id) },
    query: { ...(day === null ? {} : { day: String(day) }), name: file.name.slice(0, 200) },
  });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': trackType(file.name), accept: 'application/json', 'idempotency-key': key },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    await checkAnswer(tripsRoutes.addTrack, body);
    return body as TripTrack;
  }
  if (isApiErrorBody(body))
    throw new ApiError(response.status, body.error.message, body.error.code, body.error.fields, body);
  throw new ApiError(response.status, `The server answered ${response.status}. Please try again.`);
}

/**
 * POST /api/trips/:id/tracks(?day=N) with the file as the raw body. A session that ended asks the
 * owner to sign in again, then sends the same file with the same key (as call() does for writes).
 */
export async function uploadTrack(id: number, file: File, day: number | null): Promise<TripTrack> {
  const key = newIdempotencyKey();
  try {
    return await sendTrack(id, file, day, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await signInAgain()))
      return sendTrack(id, file, day, key);
    throw error;
  }
}

/** Adds a track; the trip (its tracks, distance) and its route are read again. */
export function useAddTrack(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, day }: { file: File; day: number | null }) => uploadTrack(id, file, day),
    onSettled: () => client.invalidateQueries({ queryKey: tripKeys.detail(id) }),
    onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.routes(id) }),
  });
}

/** DELETE /api/trips/:id/tracks/:trackId. */
export function useRemoveTrack(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trackId: number) =>
      call(tripsRoutes.removeTrack, { params: { id: String(id), trackId: String(trackId) } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tripKeys.detail(id) }),
        client.invalidateQueries({ queryKey: tripKeys.routes(id) }),
      ]),
  });
}
