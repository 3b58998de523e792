import { z } from '../zod';
import { LocationIdSchema } from '../ids';
import { defineRoute, file } from './define';
import { tag, WHAT, TripIdParams } from './trip-params';

/** A PDF being made: its state and progress (photos resized, then days laid out). */
export const PdfJobSchema = z
  .strictObject({
    id: z.string(),
    state: z.enum(['queued', 'running', 'done', 'failed']),
    /** Steps done of `total`: each photo, then each day. */
    done: z.int(),
    total: z.int(),
    /** Where the finished file is read (GET), null until it is done. */
    fileUrl: z.string().nullable(),
    /** Why it failed, for the owner; null otherwise. */
    message: z.string().nullable(),
  })
  .meta({ id: 'PdfJob' });

const JobParams = z.object({
  id: LocationIdSchema,
  /** 22 URL-safe characters (128 random bits). */
  jobId: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

/**
 * The trip's printable day-by-day PDF, made on the server in the background: a 2,000-stop trip
 * with a photo at each stop takes longer than a request should, so the owner starts it, watches
 * its progress and downloads it when done.
 */
export const tripPdfApi = {
  startPdf: defineRoute({
    method: 'POST',
    path: '/api/trips/:id/pdf',
    tag,
    summary:
      'Starts making the trip’s printable PDF (A4: the route’s map, then each day’s map, stops, notes, coordinates and photos), or joins the one under way for this version of the trip.',
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    response: PdfJobSchema,
    status: 202,
    errors: ['not_found'],
  }),
  pdfJob: defineRoute({
    method: 'GET',
    path: '/api/trips/:id/pdf/:jobId',
    tag,
    summary: 'How far the trip’s PDF is: its state, steps done of the total, and its file once done.',
    access: 'owner',
    params: JobParams,
    notFound: 'That PDF',
    response: PdfJobSchema,
    errors: ['not_found'],
  }),
  pdfFile: defineRoute({
    method: 'GET',
    path: '/api/trips/:id/pdf/:jobId/file',
    tag,
    summary: 'The finished PDF (kept for an hour after it is made).',
    access: 'owner',
    params: JobParams,
    notFound: 'That PDF',
    response: file('application/pdf'),
    headers: ['Content-Disposition'],
    errors: ['not_found'],
  }),
};
