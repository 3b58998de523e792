import type { Kysely } from 'kysely';
import { siteApi } from '#shared/api/site.ts';
import { SITE_DEFAULTS } from '#shared/site-config.ts';
import { DEFAULT_OWNER, getOwner, OWNER_ID } from '../auth/owner';
import { markOnboarded, readOnboardedAt } from '../db/onboarding';
import type { DB } from '../db/schema';
import { writeSiteSettings } from '../db/settings';
import { updateUser } from '../db/users';
import { unauthorized } from '../errors';
import { routeServer } from '../api/serve';
import type { AppContext, RoutePlugin } from '../context';

/** The creator has changed none of what the first sign-in asks for: the site is still the spec's demo. */
async function stillDefaults(db: Kysely<DB>, siteSettings: AppContext['siteSettings']): Promise<boolean> {
  const [owner, settings] = await Promise.all([getOwner(db), siteSettings.get()]);
  return (
    owner?.name === DEFAULT_OWNER.name &&
    owner.email === DEFAULT_OWNER.email &&
    (settings.channelUrl ?? SITE_DEFAULTS.channelUrl) === SITE_DEFAULTS.channelUrl
  );
}

/**
 * The first sign-in of a new site asks the creator for their name, email and channel link
 * ("Welcome — make the site yours"), once for every browser: Save or Later is remembered here.
 */
export const onboardingRoutes: RoutePlugin = async (app, context) => {
  const { database, config } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  serve(siteApi.onboarding, async () => {
    if (config.siteOnboarded || (await readOnboardedAt(db)) !== undefined) return { ask: false };
    return { ask: await stillDefaults(db, context.siteSettings) };
  });

  /** Save: the name and email (the owner's profile) and the channel link (a site setting), together. */
  serve(siteApi.saveOnboarding, async (request) => {
    const { name, email, channelUrl } = request.body;
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, OWNER_ID, { name, email });
      await writeSiteSettings(trx, { channelUrl });
      await markOnboarded(trx, 'saved');
    });
    const user = await getOwner(db);
    if (!user) throw unauthorized();
    return { user };
  });

  /** Later: the defaults stay, and no browser asks again (Profile Settings and the site settings remain). */
  serve(siteApi.onboardLater, async (_request, reply) => {
    await markOnboarded(db, 'later');
    return reply.status(204).send();
  });
};
