import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { THUMBNAIL_SIZES } from '#shared/video.ts';
import type { AppContext } from '#server/context.ts';
import { pathNotFound } from '#server/errors.ts';
import { CachingProxy } from './caching-proxy';
import { registerPhotoLinks } from './photo-links';
import { send } from './send-cached';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const THUMBNAIL_FILE = new RegExp(`^(${THUMBNAIL_SIZES.join('|')})\\.jpg$`);
/** A tile's last segment: its y, @2x for a sharp tile, and the extension the template has. */
const TILE_Y = /^(\d{1,8})(@2x)?\.png$/;
const MAX_ZOOM = 22;
/** Thumbnails are small (a few KB to 100 KB): this holds tens of thousands. */
const THUMBNAIL_CACHE_BYTES = 256 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/** The proxy's path of the map's tiles in a theme: what GET /api/site names instead of the tile server's. */
export const proxiedTileUrl = (theme: 'light' | 'dark') => `/tile-proxy/${theme}/{z}/{x}/{y}{r}.png`;

/** The User-Agent the server asks other sites with (tile servers' usage policies ask for one that names the site). */
export const userAgentOf = (siteUrl: string) => `FruWorld/1.0 (+${siteUrl})`;

/**
 * Nothing reaches another site from a visitor's browser before they click (issue 39): video
 * thumbnails always come through the server (GET /thumbnails/<video id>/<size>.jpg, cached in
 * MEDIA_DIR/thumbnails), places' photos linked from other sites too (photo-links.ts), and with TILE_PROXY=true the map's tiles too (MEDIA_DIR/tiles, at most
 * TILE_CACHE_MB).
 */
export function registerThirdPartyProxies(app: FastifyInstance, context: AppContext): void {
  const { config } = context;
  const common = { userAgent: userAgentOf(config.siteUrl), timeoutMs: TIMEOUT_MS, log: app.log };
  const thumbnails = new CachingProxy({
    ...common,
    dir: join(config.mediaDir, 'thumbnails'),
    maxBytes: THUMBNAIL_CACHE_BYTES,
  });
  app.get<{ Params: { id: string; file: string } }>('/thumbnails/:id/:file', async (request, reply) => {
    const { id, file } = request.params;
    if (!VIDEO_ID.test(id) || !THUMBNAIL_FILE.test(file)) return pathNotFound().send(reply);
    return send(
      request,
      reply,
      await thumbnails.get(`${id}/${file}`, `${config.youtube.thumbnailUrl}/vi/${id}/${file}`),
    );
  });

  registerPhotoLinks(app, context, common);

  if (!config.tileProxy.enabled) return;
  const tiles = new CachingProxy({
    ...common,
    dir: join(config.mediaDir, 'tiles'),
    maxBytes: config.tileProxy.cacheBytes,
  });
  const templates = { light: config.tileUrl, dark: config.tileUrlDark ?? config.tileUrl };
  app.get<{ Params: { theme: string; z: string; x: string; y: string } }>(
    '/tile-proxy/:theme/:z/:x/:y',
    async (request, reply) => {
      const { theme, z, x } = request.params;
      const match = TILE_Y.exec(request.params.y);
      const zoom = Number(z);
      const size = 2 ** zoom;
      const [column, row] = [Number(x), Number(match?.[1])];
      if (
        (theme !== 'light' && theme !== 'dark') ||
        !match ||
        !/^\d{1,2}$/.test(z) ||
        !/^\d{1,8}$/.test(x) ||
        zoom > MAX_ZOOM ||
        column >= size ||
        row >= size
      )
        return pathNotFound().send(reply);
      const sharp = match[2] ?? '';
      const url = templates[theme]
        .replace('{s}', 'abc'[(column + row) % 3]!)
        .replace('{z}', z)
        .replace('{x}', x)
        .replace('{y}', String(row))
        .replace('{r}', sharp);
      return send(request, reply, await tiles.get(`${theme}/${zoom}/${column}/${row}${sharp}.png`, url));
    },
  );
}
