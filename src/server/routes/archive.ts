import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { archiveFileName, MAX_ARCHIVE_BYTES } from '#shared/archive-schema.ts';
import { BadArchive } from '../archive/read-archive';
import { restoreArchive, SiteNotEmpty } from '../archive/restore-archive';
import { writeArchive } from '../archive/write-archive';
import { HttpError, tooLarge } from '../errors';
import { UploadTooLarge } from '../media/media-library';
import { transferApi } from '#shared/api/transfer.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

/** A few restores a minute is plenty; each one reads a file of up to gigabytes. */
const RESTORE_RATE_LIMIT = { max: 10, windowSeconds: 600 } as const;
const TOO_LARGE = { what: 'The archive', advice: 'Fru World archives up to that size can be restored.' };

/**
 * GET /api/archive: the whole site as one zip, streamed (owner only).
 * POST /api/archive/restore: that zip as the body (streamed to a file first), into an empty site.
 * A site that has places is refused (409); there is no merge: a restore makes the site the
 * archive's, or changes nothing.
 */
export const archiveRoutes: RoutePlugin = async (app, context) => {
  const { database, media, locationsChanged, config } = context;
  const serve = routeServer(app, context);
  // The restore's body is a file, read by the route itself; this parser is this plugin's alone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  serve(transferApi.archive, async (_request, reply) => {
    const archive = await writeArchive(database.db, media.store);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${archiveFileName()}"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });

  let restoring = false;
  serve(
    transferApi.restore,
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function')
        throw new HttpError(400, 'bad_archive', 'Send the archive (a .zip file) as the request body.');
      if (restoring)
        throw new HttpError(
          409,
          'restore_running',
          'A restore is already running on this server; wait for it to end.',
        );
      restoring = true;
      let path: string | undefined;
      try {
        try {
          path = (await media.receive(body, MAX_ARCHIVE_BYTES)).path;
        } catch (error) {
          if (error instanceof UploadTooLarge) {
            reply.header('connection', 'close');
            throw tooLarge(MAX_ARCHIVE_BYTES, TOO_LARGE);
          }
          throw new HttpError(400, 'upload_interrupted', 'The upload was interrupted; nothing was restored.');
        }
        const result = await restoreArchive(database.db, media.store, path, config.uploadMaxBytes);
        locationsChanged.emit();
        return result;
      } catch (error) {
        if (error instanceof BadArchive) throw new HttpError(400, 'bad_archive', error.message);
        if (error instanceof SiteNotEmpty) throw new HttpError(409, 'site_not_empty', error.message);
        throw error;
      } finally {
        restoring = false;
        if (path) await unlink(path).catch(() => undefined);
      }
    },
    {
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_ARCHIVE_BYTES) {
          reply.header('connection', 'close');
          throw tooLarge(MAX_ARCHIVE_BYTES, TOO_LARGE);
        }
      },
      config: { rawBody: true, rateLimit: RESTORE_RATE_LIMIT },
    },
  );
};
