import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { call, routeUrl } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

/** How often the job is asked after while the server makes the PDF. */
const POLL_MS = 1_000;

export interface PdfProgress {
  done: number;
  total: number;
}

/**
 * Has the server make the trip's printable PDF (POST /api/trips/:id/pdf), asks after it until it
 * is done, reporting the progress, and returns the file's address. Throws with the server's
 * message when it failed.
 */
export async function makeTripPdf(id: number, onProgress: (progress: PdfProgress) => void): Promise<string> {
  const params = { id: String(id) };
  let job = await call(tripsRoutes.startPdf, { params });
  while (job.state === 'queued' || job.state === 'running') {
    onProgress(job);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = await call(tripsRoutes.pdfJob, { params: { ...params, jobId: job.id } });
  }
  if (job.state !== 'done') throw new Error(job.message ?? i18n._('The PDF could not be made.'));
  return routeUrl(tripsRoutes.pdfFile, { params: { ...params, jobId: job.id } });
}
