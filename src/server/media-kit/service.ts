import type { FastifyRequest } from 'fastify';
import type { MediaKit, MediaKitSettings } from '#shared/media-kit.ts';
import { isOwnerRequest } from '#server/auth/sessions.ts';
import type { AppContext } from '#server/context.ts';
import { aggregateStep } from '#server/analytics/aggregate.ts';
import { MediaKitFigures } from './figures';
import { readMediaKitSettings } from './settings';

/** The media kit as one request sees it: undefined when it is off and the request is not the owner's. */
export interface MediaKitService {
  figures: MediaKitFigures;
  /** The settings when the request may see the kit (it is on, or the owner asks), or undefined (404). */
  visibleSettings(request: FastifyRequest): Promise<MediaKitSettings | undefined>;
  /** The settings and the figures the request may see, or undefined (404). */
  forRequest(request: FastifyRequest): Promise<{ settings: MediaKitSettings; kit: MediaKit } | undefined>;
}

const services = new WeakMap<AppContext, MediaKitService>();

/** The one media kit service of an app (its audience cache shared by the API, the page and the PDF). */
export function mediaKitService(context: AppContext): MediaKitService {
  let service = services.get(context);
  if (service) return service;
  const { db } = context.database;
  const figures = new MediaKitFigures(db, context.channel, () => aggregateStep(context.database));
  const isOwner = (request: FastifyRequest) => isOwnerRequest(request, db, context.config.secure);
  service = {
    figures,
    async visibleSettings(request) {
      const settings = await readMediaKitSettings(db);
      return settings.enabled || (await isOwner(request)) ? settings : undefined;
    },
    async forRequest(request) {
      const settings = await this.visibleSettings(request);
      return settings && { settings, kit: await figures.read(settings) };
    },
  };
  services.set(context, service);
  return service;
}
