import type { FastifyPluginAsync } from 'fastify';
import { SITE_DEFAULTS, type SiteConfig } from '../../shared/site-config';
import type { AppContext } from '../context';

export const siteRoutes: FastifyPluginAsync<AppContext> = async (app, { config }) => {
  app.get('/site', async (): Promise<SiteConfig> => ({
    ...SITE_DEFAULTS,
    tileUrl: config.tileUrl,
    geocoderConfigured: Boolean(config.geocoderUrl),
  }));
};
