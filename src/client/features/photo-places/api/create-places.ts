import { LIMITS, type LocationCreate } from '#shared/location.ts';
import type { UploadedPhoto } from '#shared/media.ts';
import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { ApiError, call, signInAgain } from '#client/lib/api.ts';
import { joinVisit } from '../lib/join-visit';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

/** Sends one file to POST /api/media (the photos feature's uploadPhoto, handed in by the app). */
export type UploadPhoto = (
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) => Promise<UploadedPhoto>;

/** One group's work: its photos, then a new place, or the photos added to an existing one. */
export interface GroupJob {
  groupId: string;
  photos: { id: string; file: File; path: string }[];
  target:
    | { kind: 'new'; place: Omit<LocationCreate, 'photos'>; idempotencyKey: string }
    | {
        kind: 'join';
        placeId: number;
        name: string;
        /** The group's visit date, as its card shows it: the place's too, unless it has a later one. */
        visitedAt: string | null;
      };
}

export type GroupState =
  | { state: 'waiting' | 'uploading' | 'saving' }
  | {
      state: 'done';
      place: { id: number; name: string };
      added: boolean;
      /** The joined place's visit, when the photos changed it ("now Visited 2023-08-15"). */
      visit?: string;
    }
  | { state: 'failed'; message: string };

export interface RunCallbacks {
  upload: UploadPhoto;
  /** Photos uploaded by an earlier run (a retry never sends them again); filled as uploads finish. */
  uploaded: Map<string, UploadedPhoto>;
  onGroup: (groupId: string, state: GroupState) => void;
  onPhotoProgress: (photoId: string, fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads at a time: enough to keep the line busy, few enough for the server's queue. */
export const UPLOAD_CONCURRENCY = 3;

const message = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : error instanceof Error
      ? error.message
      : i18n._('Something went wrong.');

/** Runs `tasks` at most `limit` at a time, in order. */
function pool<T>(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async (task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      queue.shift()?.();
    }
  };
}

/**
 * Creates the places (or adds the photos to existing ones), every group on its own: a group whose
 * photo or save fails says why, and the others go on. Photos upload three at a time across groups;
 * a group is saved as soon as its own photos are up.
 */
export async function runGroups(jobs: readonly GroupJob[], callbacks: RunCallbacks): Promise<void> {
  const { upload, uploaded, onGroup, onPhotoProgress, signal } = callbacks;
  const limit = pool<UploadedPhoto>(UPLOAD_CONCURRENCY);
  const send = (photo: GroupJob['photos'][number]) => {
    const done = uploaded.get(photo.id);
    if (done) return Promise.resolve(done);
    return limit(async () => {
      const options = { onProgress: (fraction: number) => onPhotoProgress(photo.id, fraction), signal };
      // A session that ended while the page was open: sign in again over it, then send the photo
      // again (the uploads waiting meanwhile share the one dialog).
      const result = await upload(photo.file, options).catch(async (error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && (await signInAgain()))
          return upload(photo.file, options);
        throw error;
      });
      uploaded.set(photo.id, result);
      onPhotoProgress(photo.id, 1);
      return result;
    });
  };
  for (const job of jobs) onGroup(job.groupId, { state: 'waiting' });
  await Promise.all(
    jobs.map(async (job) => {
      const tooMany = job.photos.length > LIMITS.photosMax;
      if (tooMany) {
        onGroup(job.groupId, {
          state: 'failed',
          message: i18n._('A place holds at most {max} photos: split this group or drop some.', {
            max: formatNumber(LIMITS.photosMax),
          }),
        });
        return;
      }
      onGroup(job.groupId, { state: 'uploading' });
      const results = await Promise.allSettled(job.photos.map(send));
      const failed = results.findIndex((r) => r.status === 'rejected');
      if (failed >= 0) {
        const reason = (results[failed] as PromiseRejectedResult).reason;
        const others = results.filter((r) => r.status === 'rejected').length - 1;
        onGroup(job.groupId, {
          state: 'failed',
          message:
            others > 0
              ? i18n._('{path} was not uploaded: {reason} (and {count} more)', {
                  path: job.photos[failed]!.path,
                  reason: message(reason),
                  count: formatNumber(others),
                })
              : i18n._('{path} was not uploaded: {reason}', {
                  path: job.photos[failed]!.path,
                  reason: message(reason),
                }),
        });
        return;
      }
      const urls = results.map((r) => (r as PromiseFulfilledResult<UploadedPhoto>).value.url);
      onGroup(job.groupId, { state: 'saving' });
      try {
        onGroup(job.groupId, await save(job, urls, signal));
      } catch (error) {
        onGroup(job.groupId, { state: 'failed', message: message(error) });
      }
    }),
  );
}

async function save(job: GroupJob, urls: string[], signal?: AbortSignal): Promise<GroupState> {
  if (job.target.kind === 'new') {
    const created = await call(locationsRoutes.create, {
      body: { ...job.target.place, photos: urls },
      idempotencyKey: job.target.idempotencyKey,
      signal,
    });
    return { state: 'done', place: { id: created.id, name: created.name }, added: false };
  }
  const { placeId, name, visitedAt } = job.target;
  // The place as it is now: its version goes out as If-Match, so a change made meanwhile is not overwritten.
  const current = await call(locationsRoutes.get, { params: { id: String(placeId) }, signal });
  const photos = [...current.photos, ...urls.filter((url) => !current.photos.includes(url))];
  if (photos.length > LIMITS.photosMax)
    return {
      state: 'failed',
      message: i18n._(
        '{name} has {count} photos; with these it would pass the limit of {max}. Drop some, or make this group a new place.',
        {
          name: current.name,
          count: formatNumber(current.photos.length),
          max: formatNumber(LIMITS.photosMax),
        },
      ),
    };
  const visit = joinVisit(current, visitedAt);
  try {
    const updated = await call(locationsRoutes.update, {
      params: { id: String(placeId) },
      body: { photos, ...visit },
      headers: { 'if-match': `"${current.version}"` },
      signal,
    });
    return {
      state: 'done',
      place: { id: updated.id, name: updated.name },
      added: true,
      ...(Object.keys(visit).length > 0 && {
        visit: updated.visitedAt
          ? i18n._('now Visited {date}', { date: updated.visitedAt })
          : i18n._('now Visited'),
      }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      return {
        state: 'failed',
        message: i18n._(
          '{name} was changed elsewhere while the photos were saved, so nothing was overwritten. Retry adds them to the place as it is now.',
          { name },
        ),
      };
    if (error instanceof ApiError && error.status === 404)
      return { state: 'failed', message: i18n._('{name} no longer exists (deleted meanwhile?).', { name }) };
    throw error;
  }
}
