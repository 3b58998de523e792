import type { FastifyInstance } from 'fastify';
import { MEDIA_KIT_META, MEDIA_KIT_PATH, MEDIA_KIT_PDF_PATH } from '#shared/media-kit.ts';
import { SITE_DEFAULTS } from '#shared/site-config.ts';
import type { AppContext } from '#server/context.ts';
import { pathNotFound } from '#server/errors.ts';
import { renderMediaKitPdf } from '#server/media-kit/pdf.ts';
import { mediaKitService } from '#server/media-kit/service.ts';
import { SITE_CONFIG_PRELOAD } from '#server/preload.ts';
import { headHtml, type PageTemplate } from './template';

/**
 * GET /media-kit.pdf: the media kit on one A4 page, for an advertiser to forward. 404 while the kit
 * is off, but for the owner. The last file is kept while its figures are the same.
 */
export function registerMediaKitPdf(app: FastifyInstance, context: AppContext): void {
  const service = mediaKitService(context);
  let last: { key: string; pdf: Uint8Array } | undefined;
  app.get(MEDIA_KIT_PDF_PATH, async (request, reply) => {
    const seen = await service.forRequest(request);
    if (!seen) return pathNotFound().send(reply);
    const settings = { ...SITE_DEFAULTS, ...(await context.siteSettings.get()) };
    const site = {
      name: settings.brand,
      tagline: settings.tagline,
      url: context.config.siteUrl,
      advertisingEmail: settings.advertisingEmail,
    };
    const key = JSON.stringify([seen.kit, site]);
    if (last?.key !== key) last = { key, pdf: await renderMediaKitPdf(seen.kit, site) };
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="fru-world-media-kit.pdf"')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', seen.settings.indexed ? 'all' : 'noindex')
      .send(Buffer.from(last.pdf));
  });
}

/** GET /media-kit: the app's shell with the kit's head (noindex unless the owner chose otherwise); 404 while off. */
export function registerMediaKitPage(
  app: FastifyInstance,
  template: PageTemplate,
  context: AppContext,
  notFoundHtml: string,
): void {
  const service = mediaKitService(context);
  const html = (indexed: boolean) =>
    template.render(
      headHtml(
        indexed ? { ...MEDIA_KIT_META, path: MEDIA_KIT_PATH } : { ...MEDIA_KIT_META, noindex: true },
        context.config.siteUrl,
      ),
      '',
      SITE_CONFIG_PRELOAD,
    );
  const pages = { indexed: html(true), hidden: html(false) };
  app.get(MEDIA_KIT_PATH, async (request, reply) => {
    const settings = await service.visibleSettings(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!settings) return reply.status(404).send(notFoundHtml);
    return reply.send(settings.enabled && settings.indexed ? pages.indexed : pages.hidden);
  });
}
