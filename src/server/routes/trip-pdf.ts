import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { tripsApi } from '#shared/api/trips.ts';
import { BRAND } from '#shared/routes.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import { readTrip } from '../db/trips-read';
import { readTrackLines } from '../db/trips-tracks';
import { HttpError, notFound } from '../errors';
import { PdfJobs, TooManyPdfs } from '../packs/pdf-jobs';
import { mediaPhotoReader, mediaPrintCache, renderTripPdf } from '../packs/trip-pdf';

/** The trip's printable PDF for its owner: started, watched, downloaded (src/shared/api/trip-pdf.ts). */
export const tripPdfRoutes: RoutePlugin = async (app, context) => {
  const db = context.database.db;
  const serve = routeServer(app, context);
  const jobs = new PdfJobs(join(context.config.mediaDir, 'pdf-jobs'), app.log, context.printer);
  app.addHook('onClose', () => jobs.close());
  const readPhoto = mediaPhotoReader(context.media.store);
  const photoCache = mediaPrintCache(context.media.store, join(context.config.mediaDir, 'pdf-photos'));

  serve(tripsApi.startPdf, async (request, reply) => {
    const trip = await readTrip(db, request.params.id, 'owner');
    if (!trip) throw notFound('That trip');
    try {
      const job = await jobs.start(
        `${trip.id}:${trip.version}`,
        trip.id,
        `${trip.slug}.pdf`,
        async (onProgress) =>
          renderTripPdf({
            trip,
            tracks: await readTrackLines(db, trip.id),
            readPhoto,
            photoCache,
            site: { name: BRAND, url: context.config.siteUrl },
            onProgress,
          }),
      );
      return reply.code(202).header('cache-control', 'no-store').send(job);
    } catch (error) {
      if (error instanceof TooManyPdfs)
        throw new HttpError(
          503,
          'unavailable',
          'Several PDFs are being made already. Try again in a minute.',
        );
      throw error;
    }
  });

  serve(tripsApi.pdfJob, async (request, reply) => {
    const stored = await jobs.status(request.params.id, request.params.jobId);
    if (!stored) throw notFound('That PDF');
    reply.header('cache-control', 'no-store');
    return stored.job;
  });

  serve(tripsApi.pdfFile, async (request, reply) => {
    const found = await jobs.file(request.params.id, request.params.jobId);
    if (!found) throw notFound('That PDF');
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .send(createReadStream(found.path));
  });
};
