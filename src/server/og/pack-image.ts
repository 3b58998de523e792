import type { FastifyInstance } from 'fastify';
import { packFacts, packImage, packImageKey } from '#shared/packs/pack-head.ts';
import type { AppContext } from '../context';
import { readPackRows, shownTrip } from '../db/packs-read';
import { previewOf } from '../packs/preview';
import { readPackOnSale } from '../pages/pack-pages';
import type { ImageCache } from './image-cache';
import { keyedImageRoute } from './keyed-image';
import { routeCard, TRIP_COLOR } from './trip-image';

/**
 * `/og/packs/<id>-<key>.png`: a pack on sale's sharing image: its title and price beside the route
 * of its free preview only (legs between the preview's stops, no track), so that nothing a buyer
 * pays for is drawn.
 */
export function registerPackImages(app: FastifyInstance, context: AppContext, cache: ImageCache): void {
  const { db } = context.database;
  keyedImageRoute(app, cache, {
    prefix: '/og/packs',
    folder: 'packs',
    read: (id) => readPackOnSale(context, id),
    key: packImageKey,
    url: (pack) => packImage(pack).url,
    draw: async (pack) => {
      const [row] = await readPackRows(db, { ids: [pack.id] });
      const shown = row && (await shownTrip(db, row));
      const days = shown ? previewOf(shown.trip, row.previewKind, row.previewStops).days : [];
      return routeCard(days, [], {
        name: pack.title,
        statusLabel: pack.priceLabel,
        statusColor: TRIP_COLOR,
        type: packFacts(pack),
        where: 'Trip pack',
      });
    },
  });
}
