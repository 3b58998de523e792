import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UploadedPhoto } from '#shared/media.ts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { runGroups, type GroupJob, type GroupState, type UploadPhoto } from '../api/create-places';

/**
 * One "Create" run and its retries: each group's state, the fraction done over every photo and
 * every save, and the photos already uploaded (a retry sends only what is missing). At the end the
 * places' queries are refreshed so the map and the list show the new places.
 */
export function useCreateRun(upload: UploadPhoto) {
  const client = useQueryClient();
  const [groups, setGroups] = useState<Record<string, GroupState>>({});
  const [photoProgress, setPhotoProgress] = useState<Record<string, number>>({});
  const [running, setRunning] = useState(false);
  const [jobs, setJobs] = useState<readonly GroupJob[]>([]);
  const uploaded = useRef(new Map<string, UploadedPhoto>());
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async (next: readonly GroupJob[]) => {
    const controller = new AbortController();
    abort.current = controller;
    setJobs((previous) => [
      ...previous.filter((job) => !next.some((n) => n.groupId === job.groupId)),
      ...next,
    ]);
    setRunning(true);
    try {
      await runGroups(next, {
        upload,
        uploaded: uploaded.current,
        signal: controller.signal,
        onGroup: (groupId, state) => setGroups((all) => ({ ...all, [groupId]: state })),
        onPhotoProgress: (photoId, fraction) => setPhotoProgress((all) => ({ ...all, [photoId]: fraction })),
      });
    } finally {
      setRunning(false);
      void client.invalidateQueries({ queryKey: locationKeys.all });
    }
  };

  const photoCount = jobs.reduce((sum, job) => sum + job.photos.length, 0);
  const sent = jobs.reduce(
    (sum, job) => sum + job.photos.reduce((s, photo) => s + (photoProgress[photo.id] ?? 0), 0),
    0,
  );
  const settled = jobs.filter((job) => {
    const state = groups[job.groupId]?.state;
    return state === 'done' || state === 'failed';
  }).length;
  const fraction = jobs.length === 0 ? 0 : (sent + settled) / (photoCount + jobs.length);

  return {
    groups,
    running,
    fraction,
    started: jobs.length > 0,
    run: (next: readonly GroupJob[]) => void run(next),
  };
}
