import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { mediaApi } from '#shared/api/media.ts';
import { findMedia, toUploadedPhoto } from '../db/media';
import { HttpError, pathNotFound, tooLarge } from '../errors';
import { routeServer } from '../api/serve';
import { BadPhoto, type OriginalFormat } from '../media/process-photo';
import { UploadTooLarge } from '../media/media-library';
import type { RoutePlugin } from '../context';

/**
 * A creator drops a trip's camera roll (a few hundred photos) at once; thousands in ten minutes is
 * a runaway script or a stolen session. Per address, per route, across all instances.
 */
export const UPLOAD_RATE_LIMIT = { max: 1000, windowSeconds: 600 } as const;

const badPhoto = (message: string) => new HttpError(400, 'bad_photo', message);

/** A full disk while the copies were written (or the row): nothing was kept. */
const isDiskFull = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOSPC';

/** The client went away mid-upload (a closed tab, a lost connection). */
const isCutOff = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.code === 'ECONNRESET' ||
    error.code === 'ECONNABORTED');

function fileNameOf(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return 'photo';
  try {
    return (
      decodeURIComponent(raw)
        .replace(/\p{Cc}/gu, '')
        .slice(0, 255) || 'photo'
    );
  } catch {
    return 'photo';
  }
}

/**
 * Uploaded photos: POST /api/media takes one file's bytes as they are (any content type: what
 * the file is comes from its content), for the owner only, checked before a byte is read.
 */
export const mediaRoutes: RoutePlugin = async (app, context) => {
  const { database, config, media } = context;
  const serve = routeServer(app, context);
  // Bodies here are files, not JSON: the route reads the stream itself, up to the limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  serve(
    mediaApi.upload,
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badPhoto('The file is empty.');
      let incoming;
      try {
        incoming = await media.receive(body, config.uploadMaxBytes);
      } catch (error) {
        if (error instanceof UploadTooLarge) {
          reply.header('connection', 'close');
          throw tooLarge(config.uploadMaxBytes, { what: 'The photo', advice: 'Send a smaller file.' });
        }
        if (isDiskFull(error)) throw diskFull();
        if (isCutOff(error))
          throw new HttpError(400, 'upload_interrupted', 'The upload was interrupted; nothing was saved.');
        throw error;
      }
      try {
        const row = await media.add(incoming, fileNameOf(request.headers['x-file-name']));
        return reply.code(201).send({ photo: toUploadedPhoto(row) });
      } catch (error) {
        if (error instanceof BadPhoto) throw badPhoto(error.message);
        if (isDiskFull(error)) throw diskFull();
        throw error;
      }
    },
    {
      onRequest: async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > config.uploadMaxBytes) {
          // Refused before the body is read; the connection closes instead of reading it.
          reply.header('connection', 'close');
          throw tooLarge(config.uploadMaxBytes, { what: 'The photo', advice: 'Send a smaller file.' });
        }
      },
      config: { rawBody: true, rateLimit: UPLOAD_RATE_LIMIT },
    },
  );

  /** The file as uploaded, EXIF and all: the owner's alone. */
  serve(mediaApi.original, async (request, reply) => {
    const row = (await findMedia(database.db, [request.params.id])).get(request.params.id);
    if (!row) throw pathNotFound();
    const types: Record<string, string> = {
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      avif: 'image/avif',
      heic: 'image/heic',
    };
    reply.header('cache-control', 'private, no-store');
    reply.header('content-type', types[row.originalFormat] ?? 'application/octet-stream');
    reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
    return reply.send(
      createReadStream(media.store.originalPath(row.id, row.originalFormat as OriginalFormat)),
    );
  });
};

const diskFull = () => new HttpError(507, 'storage_full', "The server's disk is full; nothing was saved.");

/**
 * The public copies at /media/: named by the original's hash, so they never change and are cached
 * for a year. Only names of public copies are served, from the public folder alone (originals and
 * incoming files live beside it).
 */
export const publicMediaRoutes: RoutePlugin = async (app, context) => {
  await app.register(fastifyStatic, { root: context.media.store.publicDir, serve: false });
  // Only names of public copies (`<id>.webp`, `<id>-<width>.<avif|webp>`) pass the contract's params.
  routeServer(app, context, { mountedAt: '' })(mediaApi.publicCopy, async (request, reply) =>
    reply.sendFile(request.params.file, { immutable: true, maxAge: '365d', cacheControl: true }),
  );
};
