import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/index';
import { startNewEpoch } from './db/data-version';
import { withStartupLock } from './db/startup-lock';
import { seedDemoPlaces } from './db/seed';
import { ensureOwner } from './auth/owner';
import { buildApp } from './app';
import { warmUpRegionDetection } from './geo/detect';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config.databaseUrl);
  // Any number of instances may start at once on the same database: they take turns here.
  const { generatedPassword, seeded, ...password } = await withStartupLock(database, async () => {
    await migrateToLatest(database.db);
    const reset = config.ownerPasswordReset;
    const owner = await ensureOwner(database.db, config.ownerPassword, { reset });
    const demo = config.seedDemo ? await seedDemoPlaces(database.db) : 0;
    // This build may shape the cached representations differently: no ETag from before matches.
    await startNewEpoch(database.db);
    return { ...owner, seeded: demo };
  });

  const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const { app } = await buildApp({ database, config, clientDir, logger: { level: config.logLevel } });

  if (generatedPassword) {
    // Printed once, on the first start only; set OWNER_PASSWORD to choose your own.
    console.log(`\nOwner password (shown once, keep it safe): ${generatedPassword}\n`);
  }
  if (password.reset)
    app.log.warn('OWNER_PASSWORD_RESET: the owner password was reset and every session ended');
  if (password.ignoredOwnerPassword) {
    // A password changed in the app is never reverted by a restart.
    app.log.info(
      'OWNER_PASSWORD is set but the owner already has a password, which stays; set OWNER_PASSWORD_RESET=true (once) or run npm run owner:reset-password to replace it',
    );
  }
  if (seeded > 0) app.log.info({ seeded }, 'demo places loaded');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: leaving the proxy, then finishing requests in flight');
    try {
      const { stopDrainSeconds, stopGraceSeconds } = config;
      const ending = await app.stopGracefully({
        drainMs: stopDrainSeconds * 1000,
        graceMs: stopGraceSeconds * 1000,
      });
      if (ending === 'timed out') {
        app.log.error(`requests still running after STOP_GRACE_SECONDS (${stopGraceSeconds} s); exiting`);
        process.exit(1);
      }
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Load the country and state boundaries before listening (about half a second, synchronous):
  // neither the first new place nor the first visitors wait behind it.
  warmUpRegionDetection();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? `Fru World could not start: ${error.message}` : error);
  process.exit(1);
});
