import type { FastifyInstance } from 'fastify';
import { fillFigures } from '#shared/figures.ts';
import { BRAND } from '#shared/routes.ts';
import type { AppContext } from '../context';

/** The web app manifest; its description names the figures, true to the places (shared/figures.ts). */
const MANIFEST = {
  name: BRAND,
  short_name: BRAND,
  description:
    'Exploring the world, one destination at a time: {places|1,500+} destinations on one interactive map.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f8fafc',
  theme_color: '#0f766e',
  icons: [
    { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
    { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
    { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
  ],
};

export function registerManifest(app: FastifyInstance, context: AppContext): void {
  app.get('/site.webmanifest', async (_request, reply) => {
    const figures = await context.figures.resolve();
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify({ ...MANIFEST, description: fillFigures(MANIFEST.description, figures) }));
  });
}
